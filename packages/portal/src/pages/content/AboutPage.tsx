import { Avatar } from '@convive/widgets';
import { Eye, HeartHandshake, Scale, ShieldCheck, Sparkles, Target, Users } from 'lucide-react';
import { Link } from 'react-router';
import { ContentPage, ContentSection, contentStyles as styles } from './ContentPage';

/** Fixed marketing figures (spec 01 §1), not computed. */
export const IMPACT_FIGURES = [
  { value: '10,000+', label: 'usuarios' },
  { value: '1,000+', label: 'propiedades' },
  { value: '50+', label: 'ciudades' },
] as const;

const VALUES = [
  {
    title: 'Transparencia',
    icon: <Eye aria-hidden="true" />,
    text: 'Precios completos, gastos claros y fotos reales. Lo que ves en el anuncio es lo que encuentras al abrir la puerta.',
  },
  {
    title: 'Confianza',
    icon: <ShieldCheck aria-hidden="true" />,
    text: 'Perfiles identificados, comunicación dentro de la plataforma y consejos para detectar fraudes antes de pagar nada.',
  },
  {
    title: 'Convivencia',
    icon: <HeartHandshake aria-hidden="true" />,
    text: 'Una buena casa es también una buena compañía. Ayudamos a que inquilinos y propietarios se elijan bien.',
  },
  {
    title: 'Equidad',
    icon: <Scale aria-hidden="true" />,
    text: 'Buscar casa es gratis para los inquilinos y las mismas reglas valen para todos los anuncios, sin posiciones compradas.',
  },
] as const;

const TEAM = [
  {
    name: 'Irene Ferrer',
    role: 'Cofundadora y directora general',
    bio: 'Vivió en cinco pisos compartidos en Madrid y Lisboa antes de fundar Convive. Se ocupa de la estrategia y de que cada decisión empiece por las personas que buscan casa.',
  },
  {
    name: 'Daniel Ortega',
    role: 'Cofundador y director de tecnología',
    bio: 'Ingeniero de software con diez años construyendo productos digitales. Lidera el equipo que hace que buscar, solicitar y gestionar un alquiler sea rápido y fiable.',
  },
  {
    name: 'Marta Salvador',
    role: 'Responsable de comunidad y propietarios',
    bio: 'Antes gestionaba viviendas de coliving en Valencia. Acompaña a los propietarios al publicar y cuida de que la convivencia funcione después de la mudanza.',
  },
] as const;

const TIMELINE = [
  {
    year: '2022',
    title: 'Nace Convive',
    text: 'Empezamos en Madrid con una idea sencilla: que alquilar una habitación sea tan claro como reservar un viaje. Publicamos los primeros 40 pisos compartidos.',
  },
  {
    year: '2023',
    title: 'Llegamos a Barcelona, Valencia y Sevilla',
    text: 'Incorporamos los espacios de coliving con habitaciones individuales y las solicitudes de visita con cita directamente desde el anuncio.',
  },
  {
    year: '2024',
    title: 'Más de 1,000 propiedades',
    text: 'Lanzamos el panel para propietarios, con anuncios, solicitudes, habitaciones y citas en un único lugar, y las notificaciones en tiempo real.',
  },
  {
    year: '2025',
    title: '10,000 usuarios en más de 50 ciudades',
    text: 'Superamos los 10,000 usuarios registrados y abrimos la plataforma en inglés, francés y alemán para quienes llegan a España a estudiar o trabajar.',
  },
] as const;

/** /about-us and /about (spec 01 §1): mission, vision, values, team, figures and the timeline since 2022. */
export function Component() {
  return (
    <ContentPage
      eyebrow="Sobre nosotros · Desde 2022"
      documentTitle="Sobre nosotros"
      title="Hacemos que compartir casa sea fácil"
      intro={
        <p>
          Convive es el marketplace de vivienda compartida y alquiler tradicional pensado para España.
          Conectamos a estudiantes, profesionales y familias con propietarios que buscan inquilinos de
          confianza.
        </p>
      }
    >
      <ContentSection id="mision-vision" wide title="Misión y visión">
        <div className={styles.grid}>
          <article className={styles.tile}>
            <span className={styles.tileIcon}>
              <Target aria-hidden="true" />
            </span>
            <h3>Nuestra misión</h3>
            <p>
              Que cualquier persona encuentre un hogar asequible y una convivencia sana, con información clara
              desde el primer clic y sin sorpresas al firmar.
            </p>
          </article>
          <article className={styles.tile}>
            <span className={styles.tileIcon}>
              <Sparkles aria-hidden="true" />
            </span>
            <h3>Nuestra visión</h3>
            <p>
              Ser la forma de referencia de alquilar habitaciones y pisos en España: un mercado transparente
              donde propietarios e inquilinos se eligen con confianza.
            </p>
          </article>
        </div>
      </ContentSection>

      <ContentSection id="valores" wide title="Nuestros valores">
        <ul className={styles.grid}>
          {VALUES.map((value) => (
            <li key={value.title} className={styles.tile}>
              <span className={styles.tileIcon}>{value.icon}</span>
              <h3>{value.title}</h3>
              <p>{value.text}</p>
            </li>
          ))}
        </ul>
      </ContentSection>

      <ContentSection
        id="impacto"
        wide
        title="Nuestro impacto"
        lead="Desde 2022, la comunidad de Convive no ha dejado de crecer."
      >
        <dl className={styles.stats}>
          {IMPACT_FIGURES.map((figure) => (
            <div key={figure.label} className={styles.stat}>
              <dt className={styles.statLabel}>{figure.label}</dt>
              <dd className={styles.statValue}>{figure.value}</dd>
            </div>
          ))}
        </dl>
      </ContentSection>

      <ContentSection
        id="equipo"
        wide
        title="El equipo"
        lead="Tres personas que han compartido piso y saben lo que cuesta encontrar uno bueno."
      >
        <ul className={styles.grid3}>
          {TEAM.map((person) => (
            <li key={person.name} className={`${styles.tile} ${styles.person}`}>
              <Avatar name={person.name} size="lg" />
              <h3>{person.name}</h3>
              <p className={styles.personRole}>{person.role}</p>
              <p>{person.bio}</p>
            </li>
          ))}
        </ul>
      </ContentSection>

      <ContentSection id="historia" wide title="Nuestra historia">
        <ol className={styles.timeline}>
          {TIMELINE.map((step) => (
            <li key={step.year} className={styles.timelineItem}>
              <span className={styles.timelineYear}>{step.year}</span>
              <h3>{step.title}</h3>
              <p>{step.text}</p>
            </li>
          ))}
        </ol>
      </ContentSection>

      <section className={styles.cta} aria-labelledby="about-cta-title">
        <div>
          <h2 id="about-cta-title">Forma parte de la comunidad</h2>
          <p>Busca tu próxima casa o publica tu vivienda y conoce a tus futuros inquilinos.</p>
        </div>
        <div className={styles.ctaActions}>
          <Link to="/properties" className="btn btn--primary">
            Ver propiedades
          </Link>
          <Link to="/contact" className={`btn btn--outline ${styles.ctaSecondary}`}>
            <Users aria-hidden="true" />
            Hablar con el equipo
          </Link>
        </div>
      </section>
    </ContentPage>
  );
}
