import { pagePath } from '@convive/sdk';
import { Link } from 'react-router';
import { Callout, ContentPage, ContentSection, DocumentLayout, contentStyles as styles } from './ContentPage';
import { contentCopy } from './copy';

const TOC = [
  { id: 'antes-de-buscar', label: 'Antes de empezar a buscar' },
  { id: 'buscar', label: 'Cómo buscar en Convive' },
  { id: 'visitas', label: 'La visita' },
  { id: 'contrato', label: 'El contrato' },
  { id: 'fianza', label: 'Fianza y garantías' },
  { id: 'empadronamiento', label: 'Empadronamiento' },
  { id: 'convivencia', label: 'Convivir en un piso compartido' },
  { id: 'fraudes', label: 'Señales de alarma y fraudes' },
  { id: 'checklist', label: 'Lista de comprobación' },
] as const;

/** /guides/tenants: a practical guide to renting a flat or a room in Spain. */
export function Component() {
  const copy = contentCopy.useCopy().pages.tenantsGuide;
  return (
    <ContentPage
      eyebrow={copy.eyebrow}
      title={copy.title}
      spanishOnly
      intro={
        <p>
          Todo lo que conviene saber para alquilar un piso o una habitación en España: cómo buscar, qué mirar
          en la visita, qué debe decir el contrato, cuánto se paga de fianza y cómo evitar estafas.
        </p>
      }
    >
      <DocumentLayout toc={TOC}>
        <ContentSection id="antes-de-buscar" title="Antes de empezar a buscar">
          <p>
            Una búsqueda bien planteada ahorra semanas. Antes de abrir el primer anuncio, decide tres cosas:
            cuánto puedes pagar, dónde necesitas vivir y con quién te gustaría convivir.
          </p>
          <ul>
            <li>
              <strong>Presupuesto.</strong> Una regla habitual es no destinar al alquiler más del 30–35&nbsp;%
              de tus ingresos netos. Suma los gastos que no incluya el precio: luz, agua, gas, internet y, a
              veces, la comunidad.
            </li>
            <li>
              <strong>Zona.</strong> Calcula el trayecto real hasta tu trabajo o tu centro de estudios en
              transporte público. Diez minutos menos cada día son más de seis horas al mes.
            </li>
            <li>
              <strong>Tipo de vivienda.</strong> Un piso completo da más independencia; una habitación en un
              coliving suele incluir gastos, limpieza de zonas comunes y contratos más flexibles.
            </li>
            <li>
              <strong>Documentación.</strong> Ten a mano tu DNI o NIE, un contrato de trabajo, nóminas
              recientes o una matrícula, y si puedes una referencia de tu anterior casero. Responder rápido
              con todo preparado marca la diferencia en las zonas con más demanda.
            </li>
          </ul>
        </ContentSection>

        <ContentSection id="buscar" title="Cómo buscar en Convive">
          <p>
            En la página de <Link to={pagePath('properties')}>propiedades</Link> puedes filtrar por ciudad,
            precio máximo, tipo de vivienda, dormitorios, baños y tamaño. Si buscas una habitación, entra en{' '}
            <Link to={pagePath('rooms')}>habitaciones</Link> y filtra por precio mensual y características
            como baño privado, balcón o escritorio.
          </p>
          <ul>
            <li>
              Guarda en <strong>favoritos</strong> los anuncios que te interesen: los tendrás juntos en tu
              panel para compararlos con calma.
            </li>
            <li>
              Envía una <strong>consulta</strong> al propietario desde el anuncio. Preséntate en pocas líneas:
              quién eres, a qué te dedicas, desde cuándo necesitas la vivienda y durante cuánto tiempo.
            </li>
            <li>
              Solicita una <strong>visita</strong> eligiendo día y hora. Las visitas se piden para días
              laborables, de lunes a viernes entre las 09:00 y las 19:30, desde mañana hasta tres meses vista.
            </li>
            <li>
              Sigue tus solicitudes y citas desde el panel. Te avisaremos con una notificación cuando el
              propietario responda.
            </li>
          </ul>
        </ContentSection>

        <ContentSection id="visitas" title="La visita">
          <p>
            Visita siempre la vivienda, en persona o por videollamada, antes de pagar nada. Las fotos enseñan
            lo mejor de una casa; la visita te enseña el resto.
          </p>
          <h3>Qué revisar</h3>
          <ul>
            <li>Humedades en techos, esquinas y armarios, y olor a cerrado.</li>
            <li>Presión del agua y agua caliente en ducha y cocina.</li>
            <li>Calefacción y aire acondicionado: tipo, estado y quién paga el consumo.</li>
            <li>Ventanas, luz natural, ruido de la calle y aislamiento entre habitaciones.</li>
            <li>Electrodomésticos, cerraduras y el estado de los muebles que se incluyen.</li>
            <li>Cobertura móvil y velocidad de la conexión a internet.</li>
          </ul>
          <h3>Qué preguntar</h3>
          <ul>
            <li>Qué gastos incluye el precio y cómo se reparten los que no.</li>
            <li>Duración del contrato, preaviso para irse y actualización anual de la renta.</li>
            <li>En un piso compartido: cuántas personas viven, edades, horarios y normas de la casa.</li>
            <li>Si se permite el empadronamiento, las mascotas o recibir visitas que se queden a dormir.</li>
          </ul>
        </ContentSection>

        <ContentSection id="contrato" title="El contrato">
          <p>
            El alquiler de una vivienda habitual se rige por la Ley de Arrendamientos Urbanos (LAU). Exige
            siempre un contrato por escrito y léelo entero antes de firmar. Debe incluir, como mínimo:
          </p>
          <ul>
            <li>Los datos de las dos partes y la dirección completa de la vivienda.</li>
            <li>La renta mensual, la forma y el día de pago, y cómo se actualizará.</li>
            <li>La duración y las condiciones de prórroga y de salida anticipada.</li>
            <li>El importe de la fianza y de cualquier garantía adicional.</li>
            <li>Qué gastos y suministros paga cada parte.</li>
            <li>Un inventario del mobiliario y del estado de la vivienda, mejor con fotos fechadas.</li>
          </ul>
          <p>
            Si alquilas una vivienda como residencia habitual, la LAU te permite prorrogar el contrato
            anualmente hasta cinco años (siete si el propietario es una empresa) y dejarlo tras los seis
            primeros meses avisando con al menos 30 días de antelación. Desde la Ley 12/2023, de vivienda, los
            gastos de gestión inmobiliaria y de formalización del contrato corren a cargo del propietario.
          </p>
          <Callout title="Alquiler de habitaciones">
            <p>
              Cuando alquilas solo una habitación en un piso compartido, el contrato suele regirse por lo que
              pacten las partes y por el Código Civil, no por todas las reglas de la LAU. Lee con especial
              atención la duración, el preaviso y las normas de uso de las zonas comunes.
            </p>
          </Callout>
        </ContentSection>

        <ContentSection id="fianza" title="Fianza y garantías">
          <p>
            La LAU fija una <strong>fianza obligatoria de una mensualidad</strong> de renta en el alquiler de
            vivienda, que se paga en metálico al firmar. En la mayoría de comunidades autónomas el propietario
            debe depositarla en el organismo autonómico correspondiente; puedes pedir el justificante.
          </p>
          <ul>
            <li>
              Además de la fianza, el propietario puede pedir una garantía adicional (aval bancario o
              depósito) de como máximo <strong>dos mensualidades</strong> en contratos de hasta cinco o siete
              años.
            </li>
            <li>
              La fianza se devuelve al terminar el contrato, descontando solo daños reales o deudas
              pendientes. Si no se devuelve en el plazo de un mes desde la entrega de llaves, genera intereses
              a tu favor.
            </li>
            <li>
              Paga siempre por transferencia bancaria y guarda el justificante con el concepto del pago.
            </li>
          </ul>
        </ContentSection>

        <ContentSection id="empadronamiento" title="Empadronamiento">
          <p>
            Empadronarte en el ayuntamiento de tu nuevo domicilio es un derecho y una obligación de todas las
            personas que viven en España, también si alquilas una habitación. Lo necesitarás para la tarjeta
            sanitaria, escolarizar a tus hijos, pedir ayudas o votar en las elecciones municipales.
          </p>
          <p>
            Normalmente basta con tu DNI, NIE o pasaporte y el contrato de alquiler; algunos ayuntamientos
            piden también una autorización firmada por el propietario. Pregunta antes de firmar si podrás
            empadronarte: un «no» rotundo es una señal de que el alquiler no se quiere declarar.
          </p>
        </ContentSection>

        <ContentSection id="convivencia" title="Convivir en un piso compartido">
          <p>
            La mayoría de los problemas de convivencia se evitan hablándolos el primer día. Acordad por
            escrito lo básico y revisadlo cuando llegue alguien nuevo.
          </p>
          <ul>
            <li>Un turno de limpieza para cocina, baño y zonas comunes.</li>
            <li>Cómo se reparten las facturas y quién las paga.</li>
            <li>Horarios de descanso y ruido, sobre todo entre semana.</li>
            <li>Invitados: cuántas noches seguidas y con qué aviso.</li>
            <li>Espacio en la nevera, en los armarios y en el tendedero.</li>
          </ul>
        </ContentSection>

        <ContentSection id="fraudes" title="Señales de alarma y fraudes">
          <Callout title="Nunca pagues antes de ver la vivienda" tone="warning">
            <p>
              Ni señal, ni reserva, ni «depósito para enseñarte el piso». Convive no cobra a los inquilinos ni
              pide pagos por adelantado en nombre de ningún propietario.
            </p>
          </Callout>
          <ul>
            <li>Un precio muy por debajo del resto de la zona, con fotos de revista.</li>
            <li>El propietario «está en el extranjero» y te enviará las llaves por mensajería.</li>
            <li>Te piden pagar por servicios de envío de dinero o en criptomonedas.</li>
            <li>Prisa y presión: «tengo otros cinco interesados, decide hoy».</li>
            <li>Te piden copias de documentos antes de haber hablado siquiera de la vivienda.</li>
            <li>Se niega a firmar contrato o a darte un recibo de cada pago.</li>
          </ul>
          <p>
            Si un anuncio te parece sospechoso, no sigas la conversación fuera de la plataforma y{' '}
            <Link to={pagePath('contact')}>avísanos</Link>: lo revisaremos.
          </p>
        </ContentSection>

        <ContentSection id="checklist" title="Lista de comprobación antes de firmar">
          <ul className={styles.checklist}>
            <li>He visitado la vivienda o he hecho una videollamada recorriéndola entera.</li>
            <li>Sé exactamente qué incluye el precio y cuánto pagaré al mes en total.</li>
            <li>He leído el contrato completo y entiendo la duración y el preaviso.</li>
            <li>La fianza es de una mensualidad y las garantías adicionales no superan dos.</li>
            <li>El inventario y el estado de la vivienda están por escrito y con fotos.</li>
            <li>Podré empadronarme en la vivienda.</li>
            <li>Todos los pagos serán por transferencia y con recibo.</li>
            <li>Conozco a mis compañeros de piso o sé quiénes son.</li>
          </ul>
          <p>
            ¿Listo para empezar? <Link to={pagePath('properties')}>Busca tu próximo hogar</Link> o{' '}
            <Link to={pagePath('register')}>crea tu cuenta</Link> para guardar favoritos y solicitar visitas.
          </p>
        </ContentSection>
      </DocumentLayout>
    </ContentPage>
  );
}
