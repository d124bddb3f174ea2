import { pagePath } from '@convive/sdk';
import { Link } from 'react-router';
import { ContentPage, contentStyles as styles, useSpanishLang } from './ContentPage';
import { type ContentCopy, contentCopy } from './copy';

interface Question {
  id: string;
  question: string;
  answer: readonly string[];
}

interface Group {
  /** The section's anchor, and its title's key in the catalog. */
  id: keyof ContentCopy['pages']['faq']['groups'];
  questions: readonly Question[];
}

/** The questions, grouped for tenants, landlords, and account and security. */
export const FAQ_GROUPS: readonly Group[] = [
  {
    id: 'inquilinos',
    questions: [
      {
        id: 'precio-inquilinos',
        question: '¿Tengo que pagar algo por usar Convive?',
        answer: [
          'No. Buscar, guardar favoritos, enviar consultas y solicitar visitas es gratis. Convive nunca te pedirá un pago por adelantado en nombre de un propietario.',
        ],
      },
      {
        id: 'piso-o-habitacion',
        question: '¿Qué diferencia hay entre un piso y una habitación en coliving?',
        answer: [
          'Un piso se alquila completo. En un coliving alquilas una habitación privada y compartes las zonas comunes; el precio suele incluir suministros, internet y limpieza de las zonas compartidas.',
          'En los colivings verás el precio «desde», que es el de la habitación más económica disponible.',
        ],
      },
      {
        id: 'solicitar-visita',
        question: '¿Cómo solicito una visita?',
        answer: [
          'Inicia sesión, abre el anuncio y elige una fecha y una hora en el calendario de visitas. Puedes pedir cita de lunes a viernes, entre las 09:00 y las 19:30, desde mañana hasta tres meses vista.',
          'El propietario confirmará o rechazará la cita y te avisaremos con una notificación.',
        ],
      },
      {
        id: 'consulta',
        question: '¿Puedo escribir al propietario antes de visitar?',
        answer: [
          'Sí. Cada anuncio tiene un formulario de consulta. Cuéntale quién eres, desde cuándo necesitas la vivienda y durante cuánto tiempo: las consultas completas reciben respuesta antes.',
        ],
      },
      {
        id: 'favoritos',
        question: '¿Dónde veo los pisos que he guardado?',
        answer: [
          'En el apartado Favoritos de tu panel. Pulsa el corazón de cualquier anuncio para añadirlo o quitarlo.',
        ],
      },
      {
        id: 'fianza',
        question: '¿Cuánto se paga de fianza?',
        answer: [
          'En el alquiler de vivienda, la Ley de Arrendamientos Urbanos fija una fianza de una mensualidad. El propietario puede pedir además una garantía adicional de como máximo dos mensualidades. Lo tienes explicado en la guía para inquilinos.',
        ],
      },
    ],
  },
  {
    id: 'propietarios',
    questions: [
      {
        id: 'publicar',
        question: '¿Cómo publico mi vivienda?',
        answer: [
          'Crea una cuenta de propietario, añade tu propiedad con su descripción, precio y fotos y después crea un anuncio. Puedes guardarlo como borrador y publicarlo cuando esté listo.',
        ],
      },
      {
        id: 'habitaciones',
        question: '¿Puedo alquilar habitaciones por separado?',
        answer: [
          'Sí. Marca tu propiedad como coliving y crea cada habitación con su precio mensual, tamaño, equipamiento y estado (disponible, ocupada, reservada o en mantenimiento).',
        ],
      },
      {
        id: 'gestionar-solicitudes',
        question: '¿Cómo gestiono las solicitudes que recibo?',
        answer: [
          'En el apartado Solicitudes de tu panel puedes aceptar o rechazar cada solicitud y añadir un mensaje para el interesado. Las visitas las confirmas o rechazas desde Citas.',
        ],
      },
      {
        id: 'pausar',
        question: '¿Puedo retirar un anuncio temporalmente?',
        answer: [
          'Sí. Pausa el anuncio mientras no tengas disponibilidad y vuelve a publicarlo cuando quieras; no perderás la información ni las fotos.',
        ],
      },
      {
        id: 'silenciar',
        question: 'Recibo muchos avisos, ¿puedo silenciarlos?',
        answer: [
          'Sí. En Configuración, pestaña Notificaciones, puedes desactivar los avisos emergentes de favoritos, solicitudes y citas. Las notificaciones seguirán guardadas en tu lista.',
        ],
      },
    ],
  },
  {
    id: 'cuenta',
    questions: [
      {
        id: 'registro',
        question: '¿Cómo me registro?',
        answer: [
          'Desde Registrarse, con tu nombre, apellidos, email y una contraseña, o con tu cuenta de Google. El teléfono es opcional.',
        ],
      },
      {
        id: 'contrasena',
        question: 'He olvidado mi contraseña, ¿qué hago?',
        answer: [
          'En la página de inicio de sesión usa el enlace para recuperar la contraseña e introduce tu email. Te enviaremos un enlace para crear una nueva.',
        ],
      },
      {
        id: 'cambiar-email',
        question: '¿Puedo cambiar mi email?',
        answer: [
          'El email de la cuenta no se puede cambiar desde el perfil. Si lo necesitas, escríbenos desde la página de contacto y te ayudaremos.',
        ],
      },
      {
        id: 'eliminar-cuenta',
        question: '¿Cómo elimino mi cuenta?',
        answer: [
          'En Configuración, apartado Cuenta, pulsa «Eliminar mi cuenta» y confirma. La eliminación es permanente y no se puede deshacer.',
        ],
      },
      {
        id: 'fraude',
        question: 'Creo que un anuncio es un fraude, ¿qué hago?',
        answer: [
          'No pagues nada ni compartas documentos. Escríbenos indicando el anuncio y lo revisaremos cuanto antes.',
        ],
      },
    ],
  },
];

/**
 * /faq: the frequent questions as an accordion of native disclosure widgets. The questions are in
 * Spanish only (marked `lang="es"` in another language); the topics and the text around them are
 * translated.
 */
export function Component() {
  const copy = contentCopy.useCopy().pages.faq;
  const spanish = useSpanishLang();
  return (
    <ContentPage
      eyebrow={copy.eyebrow}
      title={copy.title}
      spanishOnly
      marksOwnSpanish
      intro={<p>{copy.intro}</p>}
    >
      <nav aria-label={copy.topics} className={styles.faqGroup}>
        <ul className={styles.chips}>
          {FAQ_GROUPS.map((group) => (
            <li key={group.id}>
              <a href={`#${group.id}`} className="btn btn--outline btn--sm">
                {copy.groups[group.id]}
              </a>
            </li>
          ))}
        </ul>
      </nav>
      {FAQ_GROUPS.map((group) => (
        <section
          key={group.id}
          id={group.id}
          aria-labelledby={`${group.id}-title`}
          className={`${styles.faqGroup} ${styles.article}`}
        >
          <h2 id={`${group.id}-title`} className={styles.sectionTitle}>
            {copy.groups[group.id]}
          </h2>
          <div className={styles.faqList} lang={spanish}>
            {group.questions.map((item) => (
              <details key={item.id} id={item.id} className={styles.faqItem}>
                <summary>{item.question}</summary>
                <div className={styles.faqAnswer}>
                  {item.answer.map((paragraph) => (
                    <p key={paragraph}>{paragraph}</p>
                  ))}
                </div>
              </details>
            ))}
          </div>
        </section>
      ))}
      <section className={styles.cta} aria-labelledby="faq-cta-title">
        <div>
          <h2 id="faq-cta-title">{copy.ctaTitle}</h2>
          <p>{copy.ctaText}</p>
        </div>
        <div className={styles.ctaActions}>
          <Link to={pagePath('contact')} className="btn btn--primary">
            {copy.ctaContact}
          </Link>
          <Link to={pagePath('tenantsGuide')} className={`btn btn--outline ${styles.ctaSecondary}`}>
            {copy.ctaGuide}
          </Link>
        </div>
      </section>
    </ContentPage>
  );
}
