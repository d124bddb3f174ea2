import { pagePath } from '@convive/sdk';
import { Link } from 'react-router';
import { Callout, ContentPage, ContentSection, DocumentLayout, contentStyles as styles } from './ContentPage';
import { contentCopy } from './copy';

const TOC = [
  { id: 'anuncio', label: 'Un buen anuncio' },
  { id: 'fotos', label: 'Fotos que alquilan' },
  { id: 'precio', label: 'Fijar el precio' },
  { id: 'legal', label: 'Aspectos legales básicos' },
  { id: 'coliving', label: 'Normas para un coliving' },
  { id: 'solicitudes', label: 'Responder a solicitudes y visitas' },
  { id: 'gestion', label: 'Gestionar tus anuncios' },
  { id: 'checklist', label: 'Lista de comprobación' },
] as const;

/** /guides/landlords: a practical guide to publishing and renting out on Convive. */
export function Component() {
  const copy = contentCopy.useCopy().pages.landlordsGuide;
  return (
    <ContentPage
      eyebrow={copy.eyebrow}
      title={copy.title}
      spanishOnly
      intro={
        <p>
          Cómo publicar una vivienda o un coliving que se alquile rápido y bien: anuncio, fotos, precio, lo
          que exige la ley y cómo elegir a tus inquilinos desde el panel de Convive.
        </p>
      }
    >
      <DocumentLayout toc={TOC}>
        <ContentSection id="anuncio" title="Un buen anuncio">
          <p>
            Los inquilinos comparan decenas de anuncios en pocos minutos. El tuyo tiene que responder a sus
            preguntas antes de que tengan que hacerlas.
          </p>
          <ul>
            <li>
              <strong>Un título concreto.</strong> «Habitación exterior con baño privado junto a metro
              Lavapiés» dice mucho más que «Habitación en Madrid».
            </li>
            <li>
              <strong>Una descripción honesta.</strong> Metros, orientación, planta, ascensor, estado de la
              cocina y del baño, y qué hay cerca: transporte, supermercados, universidades.
            </li>
            <li>
              <strong>Gastos claros.</strong> Indica si el precio incluye suministros, internet, comunidad o
              limpieza. Es la primera duda de cualquier interesado.
            </li>
            <li>
              <strong>Disponibilidad y condiciones.</strong> Fecha de entrada, estancia mínima y máxima en
              meses y si se admiten mascotas o parejas.
            </li>
          </ul>
        </ContentSection>

        <ContentSection id="fotos" title="Fotos que alquilan">
          <p>
            Las fotos son lo primero que se mira y lo que decide si alguien abre tu anuncio. Dedica una mañana
            soleada a hacerlas bien.
          </p>
          <ul>
            <li>
              Ventanas abiertas, luces encendidas y fotos en horizontal, desde una esquina de la estancia.
            </li>
            <li>Una foto de cada estancia: dormitorios, salón, cocina, baños, terraza y vistas.</li>
            <li>Recoge y despeja: sin objetos personales, platos ni ropa a la vista.</li>
            <li>
              Elige bien la portada: es la imagen que aparece en los resultados. Puedes reordenar las fotos
              desde el formulario de tu propiedad.
            </li>
            <li>
              Sube imágenes reales y actuales. Una foto engañosa solo genera visitas que no acaban en
              alquiler.
            </li>
          </ul>
        </ContentSection>

        <ContentSection id="precio" title="Fijar el precio">
          <p>
            Un precio ajustado alquila en días; uno alto acumula visualizaciones sin consultas. Antes de
            publicar:
          </p>
          <ul>
            <li>
              Compara con viviendas o habitaciones parecidas de tu zona en Convive, filtrando por tipo,
              dormitorios y tamaño.
            </li>
            <li>
              Consulta el Sistema Estatal de Referencia del Precio del Alquiler de Vivienda del Ministerio de
              Vivienda y comprueba si tu municipio está declarado zona de mercado residencial tensionado,
              donde la Ley 12/2023 limita la renta de los nuevos contratos.
            </li>
            <li>
              En un coliving, fija un precio por habitación según su tamaño, luz y equipamiento (baño privado,
              balcón, escritorio) y deja claro qué servicios comunes incluye.
            </li>
            <li>
              Revisa el rendimiento de tu anuncio: si tiene muchas visualizaciones y pocas consultas, el
              precio o las fotos no están convenciendo.
            </li>
          </ul>
        </ContentSection>

        <ContentSection id="legal" title="Aspectos legales básicos">
          <p>
            Esta sección resume las obligaciones más habituales; no sustituye el asesoramiento de un
            profesional ni la normativa de tu comunidad autónoma.
          </p>
          <ul>
            <li>
              <strong>Contrato por escrito</strong> conforme a la Ley de Arrendamientos Urbanos (LAU) si
              alquilas una vivienda como residencia habitual, con inventario del mobiliario.
            </li>
            <li>
              <strong>Fianza de una mensualidad</strong>, depositada en el organismo autonómico que
              corresponda. Las garantías adicionales no pueden superar dos mensualidades.
            </li>
            <li>
              <strong>Certificado de eficiencia energética</strong> en vigor: su calificación debe figurar en
              el anuncio y entregarse al inquilino.
            </li>
            <li>
              <strong>Cédula de habitabilidad</strong> o documento equivalente en las comunidades que lo
              exigen.
            </li>
            <li>
              <strong>Gastos de gestión y formalización</strong> del contrato: desde la Ley 12/2023 los asume
              el propietario.
            </li>
            <li>
              <strong>Fiscalidad.</strong> Las rentas del alquiler se declaran en el IRPF. Consulta con tu
              asesor las reducciones aplicables a los alquileres de vivienda habitual.
            </li>
          </ul>
          <Callout title="Igualdad de trato">
            <p>
              No se puede rechazar a una persona por su origen, nacionalidad, sexo, orientación, religión o
              discapacidad. Elige por criterios objetivos: solvencia, fechas y encaje con la convivencia.
            </p>
          </Callout>
        </ContentSection>

        <ContentSection id="coliving" title="Normas para un coliving">
          <p>
            Un coliving funciona cuando todo el mundo sabe qué esperar. Escribe unas normas de la casa breves,
            inclúyelas en el anuncio y en el contrato de cada habitación.
          </p>
          <ul>
            <li>Limpieza de zonas comunes: quién, cuándo y si hay un servicio incluido.</li>
            <li>Horarios de silencio y uso de espacios compartidos como el salón o la terraza.</li>
            <li>Invitados y estancias de terceros.</li>
            <li>Reparto de suministros si no están incluidos, con un límite de consumo razonable.</li>
            <li>Cómo comunicar averías y cuánto tardarás en atenderlas.</li>
          </ul>
          <p>
            Mantén al día el estado de cada habitación (disponible, ocupada, reservada o en mantenimiento)
            para que solo se muestren como libres las que de verdad lo están.
          </p>
        </ContentSection>

        <ContentSection id="solicitudes" title="Responder a solicitudes y visitas">
          <p>
            Las consultas, solicitudes y citas llegan a tu panel y te avisamos con una notificación. La
            rapidez importa: los mejores inquilinos suelen tener varias opciones.
          </p>
          <ul>
            <li>Responde en menos de 48 horas, aunque sea para decir que la habitación ya no está libre.</li>
            <li>
              Al aceptar o rechazar una solicitud, añade un mensaje breve: los siguientes pasos o el motivo.
            </li>
            <li>
              Las visitas se proponen en días laborables entre las 09:00 y las 19:30. Confírmalas o recházalas
              desde tu panel de citas para que el interesado lo sepa al momento.
            </li>
            <li>
              Pide solo la documentación necesaria para valorar la solvencia (por ejemplo, contrato y nóminas)
              y trátala con confidencialidad.
            </li>
          </ul>
        </ContentSection>

        <ContentSection id="gestion" title="Gestionar tus anuncios">
          <p>
            En tu panel de propietario tienes tus propiedades, habitaciones, anuncios, solicitudes recibidas y
            citas. Un anuncio puede estar publicado, en borrador o pausado: guarda un borrador mientras
            preparas las fotos y pausa el anuncio cuando no tengas disponibilidad, sin perder nada.
          </p>
          <p>
            Si no quieres recibir avisos emergentes de favoritos, solicitudes o citas, puedes silenciarlos en
            la configuración de notificaciones; seguirán apareciendo en tu lista de notificaciones.
          </p>
        </ContentSection>

        <ContentSection id="checklist" title="Lista de comprobación antes de publicar">
          <ul className={styles.checklist}>
            <li>Título concreto y descripción con metros, planta, orientación y servicios.</li>
            <li>Precio comparado con la zona y gastos incluidos indicados.</li>
            <li>Fotos horizontales, luminosas y de todas las estancias, con una buena portada.</li>
            <li>Certificado de eficiencia energética y, si procede, cédula de habitabilidad.</li>
            <li>Modelo de contrato e inventario preparados.</li>
            <li>Normas de la casa escritas si es un coliving.</li>
            <li>Notificaciones activas para responder a tiempo.</li>
          </ul>
          <p>
            ¿Todo listo? <Link to={pagePath('register')}>Crea tu cuenta de propietario</Link> y publica tu
            primera propiedad, o <Link to={pagePath('contact')}>escríbenos</Link> si necesitas ayuda.
          </p>
        </ContentSection>
      </DocumentLayout>
    </ContentPage>
  );
}
