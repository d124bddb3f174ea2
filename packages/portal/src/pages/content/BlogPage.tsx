import { formatDateLong, pagePath } from '@convive/sdk';
import { useConvive } from '@convive/widgets';
import { Clock } from 'lucide-react';
import { Link } from 'react-router';
import { ContentPage, ContentSection, contentStyles as styles, useSpanishLang } from './ContentPage';
import { type ContentCopy, contentCopy } from './copy';

type BlogCopy = ContentCopy['pages']['blog'];

interface Post {
  slug: string;
  title: string;
  /** Publication day, 'YYYY-MM-DD'. */
  date: string;
  category: keyof BlogCopy['categories'];
  minutes: number;
  excerpt: string;
  body: readonly { heading?: string; text: string }[];
}

/** The blog's articles, newest first. */
export const POSTS: readonly Post[] = [
  {
    slug: 'fianza-lau-2026',
    title: 'La fianza del alquiler: cuánto se paga y cuándo te la devuelven',
    date: '2026-11-10',
    category: 'legal',
    minutes: 5,
    excerpt:
      'Una mensualidad de fianza, hasta dos de garantía adicional y un mes para devolverla. Repasamos lo que dice la LAU.',
    body: [
      {
        text: 'La Ley de Arrendamientos Urbanos establece que, al firmar el alquiler de una vivienda, el inquilino entrega una fianza en metálico equivalente a una mensualidad de renta. En la mayoría de comunidades autónomas el propietario debe depositarla en un organismo público, que la custodia mientras dure el contrato.',
      },
      {
        heading: 'Garantías adicionales',
        text: 'Además de la fianza, el propietario puede pedir un aval bancario o un depósito adicional. En los contratos de vivienda habitual de hasta cinco años (siete si el arrendador es una empresa), esa garantía no puede superar dos mensualidades.',
      },
      {
        heading: 'La devolución',
        text: 'Al terminar el contrato, el propietario revisa la vivienda y devuelve la fianza descontando solo los daños que vayan más allá del uso normal o las deudas pendientes. Si pasa un mes desde la entrega de llaves sin devolverla, la cantidad genera el interés legal a favor del inquilino. Un inventario con fotos fechadas al entrar evita la mayoría de discusiones.',
      },
    ],
  },
  {
    slug: 'primer-coliving',
    title: 'Tu primer coliving: qué esperar y cómo elegir bien',
    date: '2026-10-27',
    category: 'tenants',
    minutes: 6,
    excerpt:
      'Habitación privada, zonas comunes y gastos incluidos. Te contamos qué preguntar antes de mudarte a un coliving.',
    body: [
      {
        text: 'Un coliving es una vivienda compartida pensada desde el principio para convivir: habitaciones privadas, zonas comunes cuidadas y un precio mensual que suele incluir suministros, internet y limpieza de los espacios compartidos.',
      },
      {
        heading: 'Qué preguntar',
        text: 'Cuántas personas viven en la casa y qué perfiles tienen, qué incluye exactamente el precio, si hay estancia mínima, cómo se organiza la limpieza y cuáles son las normas sobre invitados y ruido. En Convive verás estas condiciones en la ficha de cada habitación.',
      },
      {
        heading: 'Cómo elegir habitación',
        text: 'Fíjate en el tamaño en metros cuadrados, la luz natural y el equipamiento: baño privado, balcón, escritorio o si está amueblada. Una habitación algo más cara con escritorio y buena luz puede compensar si trabajas o estudias desde casa.',
      },
    ],
  },
  {
    slug: 'fotos-que-alquilan',
    title: 'Fotos que alquilan: cómo fotografiar tu piso',
    date: '2026-10-13',
    category: 'landlords',
    minutes: 4,
    excerpt:
      'Luz natural, fotos en horizontal y una buena portada. Pequeños cambios que multiplican las consultas de tu anuncio.',
    body: [
      {
        text: 'Las fotos son lo primero que mira un inquilino y, muchas veces, lo único antes de decidir si escribe. Fotografía de día con las ventanas abiertas y las luces encendidas, siempre en horizontal y desde una esquina para mostrar la estancia completa.',
      },
      {
        heading: 'Orden y portada',
        text: 'Recoge objetos personales, haz las camas y despeja las encimeras. Incluye todas las estancias y elige como portada la foto más luminosa del salón o de la habitación que alquilas: es la que aparece en los resultados de búsqueda.',
      },
      {
        heading: 'Sin trucos',
        text: 'Evita los grandes angulares exagerados y los filtros. Una foto que no se corresponde con la realidad solo genera visitas que no terminan en alquiler y reseñas negativas.',
      },
    ],
  },
  {
    slug: 'empadronarse-alquiler',
    title: 'Empadronarte si vives de alquiler: paso a paso',
    date: '2026-09-29',
    category: 'paperwork',
    minutes: 4,
    excerpt:
      'Es un derecho aunque alquiles solo una habitación. Qué documentos necesitas y por qué es importante hacerlo pronto.',
    body: [
      {
        text: 'El padrón municipal es el registro de las personas que viven en cada municipio. Inscribirse es obligatorio y también un derecho: lo necesitarás para la tarjeta sanitaria, la escolarización, muchas ayudas públicas y para votar en las elecciones municipales.',
      },
      {
        heading: 'Qué necesitas',
        text: 'Pide cita en tu ayuntamiento y lleva tu DNI, NIE o pasaporte y el contrato de alquiler. Algunos ayuntamientos piden también una autorización firmada por el propietario o una copia de su documento de identidad.',
      },
      {
        heading: 'Si el propietario se niega',
        text: 'Empadronarse no depende de la voluntad del propietario. Si no quiere facilitar la documentación, el ayuntamiento puede comprobar por otros medios que resides en la vivienda. En cualquier caso, pregúntalo antes de firmar.',
      },
    ],
  },
  {
    slug: 'evitar-estafas',
    title: 'Cómo detectar una estafa en un anuncio de alquiler',
    date: '2026-09-15',
    category: 'safety',
    minutes: 5,
    excerpt:
      'Precios imposibles, propietarios en el extranjero y prisas para pagar. Las señales que deben ponerte en alerta.',
    body: [
      {
        text: 'La mayoría de los fraudes en el alquiler siguen el mismo guion: un piso precioso a un precio muy por debajo del mercado, un propietario que no puede enseñarlo y una petición de dinero para «reservarlo».',
      },
      {
        heading: 'Las señales',
        text: 'Desconfía si te piden pagar antes de ver la vivienda, si el pago es por servicios de envío de dinero o en criptomonedas, si te presionan para decidir en el día o si la conversación se desvía a otra aplicación nada más empezar.',
      },
      {
        heading: 'Qué hacer',
        text: 'No pagues ni envíes documentos, guarda los mensajes y avísanos desde la página de contacto indicando el anuncio. Si ya has pagado, denuncia cuanto antes en la Policía Nacional o la Guardia Civil.',
      },
    ],
  },
  {
    slug: 'responder-solicitudes',
    title: 'Responder rápido a las solicitudes: la clave para alquilar antes',
    date: '2026-09-01',
    category: 'landlords',
    minutes: 3,
    excerpt:
      'Los buenos inquilinos tienen varias opciones. Así te ayuda el panel de Convive a contestar a tiempo y con criterio.',
    body: [
      {
        text: 'En las ciudades con más demanda, un inquilino solvente recibe respuesta de varios propietarios en pocas horas. Contestar en menos de un día aumenta mucho las posibilidades de cerrar el alquiler con quien más te interesa.',
      },
      {
        heading: 'Usa el panel',
        text: 'Las solicitudes y las citas llegan a tu panel con una notificación. Acepta o rechaza cada solicitud con un mensaje breve y confirma las visitas propuestas, que siempre son en días laborables entre las 09:00 y las 19:30.',
      },
      {
        heading: 'Con criterio y respeto',
        text: 'Valora la solvencia, las fechas y el encaje con la convivencia, pide solo la documentación necesaria y responde también a quien no eliges: una negativa amable cuida la reputación de tu anuncio.',
      },
    ],
  },
];

/** The date, the reading time: in the reader's language, around the Spanish article. */
function PostMeta({ post, copy }: { post: Post; copy: BlogCopy }) {
  const { intlLocale } = useConvive();
  return (
    <p className={styles.postMeta}>
      <time dateTime={post.date}>{formatDateLong(post.date, intlLocale)}</time>
      <span aria-hidden="true">·</span>
      <span className={styles.metaItem}>
        <Clock aria-hidden="true" width={14} height={14} />
        {copy.minutes(post.minutes)}
      </span>
    </p>
  );
}

/**
 * /blog: article teasers, each linking to the full article further down the same page. The articles
 * are in Spanish only (marked `lang="es"` in another language); what frames them is translated.
 */
export function Component() {
  const copy = contentCopy.useCopy().pages.blog;
  const spanish = useSpanishLang();
  return (
    <ContentPage
      eyebrow={copy.eyebrow}
      title={copy.title}
      spanishOnly
      marksOwnSpanish
      intro={<p>{copy.intro}</p>}
    >
      <ContentSection id="articulos" wide title={copy.latest}>
        <ul className={styles.grid3}>
          {POSTS.map((post) => (
            <li key={post.slug}>
              <article className={styles.tile} aria-labelledby={`teaser-${post.slug}`}>
                <span className={styles.category}>{copy.categories[post.category]}</span>
                <h3 id={`teaser-${post.slug}`} lang={spanish}>
                  {post.title}
                </h3>
                <PostMeta post={post} copy={copy} />
                <p lang={spanish}>{post.excerpt}</p>
                <a className={styles.tileLink} href={`#${post.slug}`}>
                  {copy.readArticle}
                  <span className="visually-hidden" lang={spanish}>
                    : {post.title}
                  </span>
                </a>
              </article>
            </li>
          ))}
        </ul>
      </ContentSection>

      <div className={styles.articles}>
        {POSTS.map((post) => (
          <article
            key={post.slug}
            id={post.slug}
            className={`${styles.article} ${styles.prose}`}
            aria-labelledby={`${post.slug}-title`}
          >
            <span className={styles.category}>{copy.categories[post.category]}</span>
            <h2 id={`${post.slug}-title`} className={styles.sectionTitle} lang={spanish}>
              {post.title}
            </h2>
            <PostMeta post={post} copy={copy} />
            <div lang={spanish}>
              {post.body.map((block) => (
                <div key={block.text}>
                  {block.heading ? <h3>{block.heading}</h3> : null}
                  <p>{block.text}</p>
                </div>
              ))}
            </div>
            <a className={styles.backToTop} href="#articulos">
              {copy.backToArticles}
            </a>
          </article>
        ))}
      </div>

      <section className={styles.cta} aria-labelledby="blog-cta-title">
        <div>
          <h2 id="blog-cta-title">{copy.ctaTitle}</h2>
          <p>{copy.ctaText}</p>
        </div>
        <div className={styles.ctaActions}>
          <Link to={pagePath('tenantsGuide')} className="btn btn--primary">
            {copy.tenantsGuide}
          </Link>
          <Link to={pagePath('landlordsGuide')} className={`btn btn--outline ${styles.ctaSecondary}`}>
            {copy.landlordsGuide}
          </Link>
        </div>
      </section>
    </ContentPage>
  );
}
