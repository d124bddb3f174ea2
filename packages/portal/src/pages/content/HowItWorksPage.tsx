import {
  Bell,
  CalendarCheck,
  ClipboardList,
  Heart,
  Home,
  KeyRound,
  LayoutDashboard,
  MessageSquare,
  Search,
} from 'lucide-react';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { ContentPage, ContentSection, contentStyles as styles } from './ContentPage';

interface Step {
  title: string;
  icon: ReactNode;
  text: string;
  points: readonly string[];
}

const TENANT_STEPS: readonly Step[] = [
  {
    title: 'Busca',
    icon: <Search aria-hidden="true" />,
    text: 'Explora pisos completos y habitaciones en coliving con filtros que de verdad importan.',
    points: [
      'Filtra por ciudad, precio, tipo de vivienda, dormitorios, baños y tamaño.',
      'Compara fotos, servicios incluidos y normas de convivencia de cada casa.',
      'Guarda en favoritos lo que te guste para revisarlo con calma.',
    ],
  },
  {
    title: 'Conecta',
    icon: <MessageSquare aria-hidden="true" />,
    text: 'Habla directamente con el propietario, sin intermediarios ni mensajes perdidos.',
    points: [
      'Envía una consulta desde la ficha del piso o de la habitación.',
      'Solicita una visita de lunes a viernes, entre las 09:00 y las 19:30.',
      'Recibe una notificación en cuanto el propietario responda o confirme la cita.',
    ],
  },
  {
    title: 'Múdate',
    icon: <KeyRound aria-hidden="true" />,
    text: 'Cuando encuentres tu sitio, formaliza el alquiler con toda la información a mano.',
    points: [
      'Sigue el estado de tus solicitudes desde tu panel.',
      'Revisa el contrato, la fianza y las condiciones antes de firmar.',
      'Llega a tu nueva casa sabiendo con quién vas a convivir.',
    ],
  },
];

const LANDLORD_STEPS: readonly Step[] = [
  {
    title: 'Publica',
    icon: <Home aria-hidden="true" />,
    text: 'Da de alta tu vivienda o tus habitaciones en pocos minutos.',
    points: [
      'Describe la propiedad, sube fotos y marca los servicios incluidos.',
      'En un coliving, crea cada habitación con su precio, tamaño y equipamiento.',
      'Publica el anuncio cuando esté listo, o guárdalo como borrador.',
    ],
  },
  {
    title: 'Gestiona solicitudes',
    icon: <ClipboardList aria-hidden="true" />,
    text: 'Todas las consultas, solicitudes y visitas llegan ordenadas a tu panel.',
    points: [
      'Acepta o rechaza solicitudes con un mensaje para el interesado.',
      'Confirma o rechaza las visitas propuestas y deja un mensaje al interesado.',
      'Comprueba cuántas visualizaciones y consultas recibe cada anuncio.',
    ],
  },
  {
    title: 'Alquila',
    icon: <CalendarCheck aria-hidden="true" />,
    text: 'Elige a la persona adecuada y mantén tu ocupación al día.',
    points: [
      'Marca habitaciones como ocupadas, reservadas o en mantenimiento.',
      'Pausa un anuncio cuando no tengas disponibilidad y reactívalo después.',
      'Recibe avisos de favoritos, solicitudes y citas en tiempo real.',
    ],
  },
];

const FEATURES = [
  {
    title: 'Favoritos',
    icon: <Heart aria-hidden="true" />,
    text: 'Guarda pisos y vuelve a ellos desde tu panel, en cualquier dispositivo.',
  },
  {
    title: 'Notificaciones',
    icon: <Bell aria-hidden="true" />,
    text: 'Te avisamos cuando responden a tu solicitud o confirman una visita.',
  },
  {
    title: 'Panel personal',
    icon: <LayoutDashboard aria-hidden="true" />,
    text: 'Solicitudes, citas, anuncios y perfil en un único lugar.',
  },
] as const;

const QUESTIONS = [
  {
    q: '¿Cuánto cuesta usar Convive?',
    a: 'Buscar, guardar favoritos, enviar consultas y solicitar visitas es gratis para los inquilinos. Publicar una propiedad tampoco tiene coste de alta.',
  },
  {
    q: '¿Necesito una cuenta para buscar?',
    a: 'No. Puedes ver todos los pisos y habitaciones sin registrarte. La cuenta solo es necesaria para guardar favoritos, solicitar visitas y seguir tus solicitudes.',
  },
  {
    q: '¿Cuándo puedo visitar un piso?',
    a: 'Las visitas se solicitan para días laborables, de lunes a viernes, entre las 09:00 y las 19:30, desde mañana hasta tres meses vista. El propietario confirma o rechaza la cita.',
  },
  {
    q: '¿Qué es un coliving?',
    a: 'Una vivienda compartida en la que cada persona alquila su habitación y comparte zonas comunes, normalmente con gastos y servicios incluidos en un único precio mensual.',
  },
] as const;

function Steps({ steps, label }: { steps: readonly Step[]; label: string }) {
  return (
    <ol className={`${styles.grid3} ${styles.steps}`} aria-label={label}>
      {steps.map((step) => (
        <li key={step.title}>
          <article className={styles.tile}>
            <div className="row">
              <span className={styles.stepNumber} aria-hidden="true" />
              <span className={styles.tileIcon}>{step.icon}</span>
            </div>
            <h3>{step.title}</h3>
            <p>{step.text}</p>
            <ul className={styles.stepList}>
              {step.points.map((point) => (
                <li key={point}>{point}</li>
              ))}
            </ul>
          </article>
        </li>
      ))}
    </ol>
  );
}

/** /how-it-works: the three steps for tenants and for landlords, a short FAQ and calls to action. */
export function Component() {
  return (
    <ContentPage
      eyebrow="Cómo funciona"
      documentTitle="Cómo funciona"
      title="Encontrar casa o inquilino, sin complicaciones"
      intro={
        <p>
          Convive une a personas que buscan piso o habitación con propietarios que alquilan viviendas
          completas y espacios de coliving. Así funciona para cada uno.
        </p>
      }
      actions={
        <>
          <Link to="/properties" className="btn btn--primary btn--lg">
            Buscar alojamiento
          </Link>
          <Link to="/register" className="btn btn--outline btn--lg">
            Crear una cuenta
          </Link>
        </>
      }
    >
      <ContentSection
        id="inquilinos"
        wide
        title="Para inquilinos: busca, conecta y múdate"
        lead="Del primer filtro a la entrega de llaves, en tres pasos."
      >
        <Steps steps={TENANT_STEPS} label="Pasos para inquilinos" />
      </ContentSection>

      <ContentSection
        id="propietarios"
        wide
        title="Para propietarios: publica, gestiona y alquila"
        lead="Tu vivienda visible para miles de personas que buscan casa, con las herramientas para gestionarla."
      >
        <Steps steps={LANDLORD_STEPS} label="Pasos para propietarios" />
      </ContentSection>

      <ContentSection id="herramientas" wide title="Todo en tu panel">
        <ul className={styles.grid}>
          {FEATURES.map((feature) => (
            <li key={feature.title} className={styles.tile}>
              <span className={styles.tileIcon}>{feature.icon}</span>
              <h3>{feature.title}</h3>
              <p>{feature.text}</p>
            </li>
          ))}
        </ul>
      </ContentSection>

      <ContentSection id="dudas" wide title="Dudas habituales">
        <div className={styles.faqList}>
          {QUESTIONS.map((item) => (
            <details key={item.q} className={styles.faqItem}>
              <summary>{item.q}</summary>
              <div className={styles.faqAnswer}>
                <p>{item.a}</p>
              </div>
            </details>
          ))}
        </div>
        <p className={styles.backToTop}>
          ¿Tienes otra pregunta? Consulta todas las <Link to="/faq">preguntas frecuentes</Link>.
        </p>
      </ContentSection>

      <section className={styles.cta} aria-labelledby="how-cta-title">
        <div>
          <h2 id="how-cta-title">¿Empezamos?</h2>
          <p>Encuentra tu próxima casa o publica tu vivienda hoy mismo. Crear una cuenta es gratis.</p>
        </div>
        <div className={styles.ctaActions}>
          <Link to="/properties" className="btn btn--primary">
            Ver propiedades
          </Link>
          <Link to="/register" className={`btn btn--outline ${styles.ctaSecondary}`}>
            Registrarme
          </Link>
        </div>
      </section>
    </ContentPage>
  );
}
