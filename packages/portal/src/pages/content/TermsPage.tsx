import { pagePath } from '@convive/sdk';
import { Link } from 'react-router';
import { CONTACT_DETAILS } from '../../layout/Footer';
import { ContentPage, ContentSection, DocumentLayout, LEGAL_LAST_UPDATED } from './ContentPage';
import { contentCopy } from './copy';

const TOC = [
  { id: 'objeto', label: 'Objeto y aceptación' },
  { id: 'servicio', label: 'Qué ofrece Convive' },
  { id: 'cuenta', label: 'Tu cuenta' },
  { id: 'inquilinos', label: 'Uso por inquilinos' },
  { id: 'propietarios', label: 'Uso por propietarios' },
  { id: 'prohibido', label: 'Usos no permitidos' },
  { id: 'contenidos', label: 'Contenidos e imágenes' },
  { id: 'responsabilidad', label: 'Responsabilidad' },
  { id: 'baja', label: 'Suspensión y baja' },
  { id: 'ley', label: 'Ley aplicable' },
] as const;

/** /terms: the terms of use. */
export function Component() {
  const copy = contentCopy.useCopy().pages.terms;
  return (
    <ContentPage
      eyebrow={copy.eyebrow}
      title={copy.title}
      spanishOnly
      updated={LEGAL_LAST_UPDATED}
      intro={
        <p>
          Estas condiciones regulan el uso de Convive por inquilinos, propietarios y visitantes. Léelas con
          atención: al registrarte o usar la plataforma las aceptas.
        </p>
      }
    >
      <DocumentLayout toc={TOC}>
        <ContentSection id="objeto" title="Objeto y aceptación">
          <p>
            Convive, con domicilio en {CONTACT_DETAILS.address}, presta un servicio en línea que pone en
            contacto a personas que buscan vivienda o habitación con propietarios que las ofrecen en alquiler.
            El uso de la plataforma implica la aceptación de estas condiciones y de la{' '}
            <Link to={pagePath('privacy')}>política de privacidad</Link>.
          </p>
        </ContentSection>

        <ContentSection id="servicio" title="Qué ofrece Convive">
          <p>
            Convive permite buscar y filtrar pisos y habitaciones, guardar favoritos, enviar consultas y
            solicitudes a los propietarios, pedir citas de visita en días laborables y recibir notificaciones.
            A los propietarios les permite publicar propiedades, habitaciones y anuncios y gestionar las
            solicitudes y citas que reciben.
          </p>
          <p>
            Convive no es parte de los contratos de alquiler que se firmen entre inquilinos y propietarios, no
            actúa como agencia inmobiliaria ni cobra rentas o fianzas en nombre de nadie.
          </p>
        </ContentSection>

        <ContentSection id="cuenta" title="Tu cuenta">
          <ul>
            <li>Para registrarte debes ser mayor de edad y facilitar datos verdaderos y actualizados.</li>
            <li>
              Eres responsable de custodiar tu contraseña y de la actividad de tu cuenta. Si sospechas de un
              acceso no autorizado, cámbiala desde Configuración y avísanos.
            </li>
            <li>La cuenta es personal e intransferible.</li>
          </ul>
        </ContentSection>

        <ContentSection id="inquilinos" title="Uso por inquilinos">
          <ul>
            <li>Usa las consultas y solicitudes para interesarte de verdad por una vivienda.</li>
            <li>Acude a las visitas que solicites o cancélalas con antelación.</li>
            <li>Comprueba la vivienda y el contrato antes de pagar cualquier cantidad.</li>
          </ul>
        </ContentSection>

        <ContentSection id="propietarios" title="Uso por propietarios">
          <ul>
            <li>
              Publica solo viviendas de las que tengas derecho a disponer y que estén realmente disponibles,
              con precio, gastos y condiciones veraces.
            </li>
            <li>
              Cumple la normativa aplicable al alquiler, incluida la Ley de Arrendamientos Urbanos, la de
              vivienda y la información obligatoria de los anuncios, como la calificación energética.
            </li>
            <li>Mantén actualizado el estado de tus anuncios y habitaciones.</li>
            <li>Responde a las solicitudes sin discriminar por ningún motivo prohibido por la ley.</li>
            <li>
              Usa los datos de los interesados solo para gestionar su solicitud y no los conserves más de lo
              necesario.
            </li>
          </ul>
        </ContentSection>

        <ContentSection id="prohibido" title="Usos no permitidos">
          <ul>
            <li>
              Publicar anuncios falsos, engañosos o duplicados, o pedir pagos antes de enseñar la vivienda.
            </li>
            <li>Suplantar a otra persona o crear cuentas con datos ajenos.</li>
            <li>Enviar publicidad, mensajes masivos o contenido ofensivo, discriminatorio o ilegal.</li>
            <li>
              Extraer datos de la plataforma de forma automatizada o intentar eludir sus medidas de seguridad.
            </li>
          </ul>
        </ContentSection>

        <ContentSection id="contenidos" title="Contenidos e imágenes">
          <p>
            Conservas los derechos sobre los textos y fotos que publicas, y nos concedes una licencia gratuita
            y no exclusiva para mostrarlos en la plataforma mientras el anuncio esté activo. Garantizas que
            tienes derecho a publicarlos y que no vulneran derechos de terceros. El diseño, la marca y el
            software de Convive nos pertenecen.
          </p>
        </ContentSection>

        <ContentSection id="responsabilidad" title="Responsabilidad">
          <p>
            Los anuncios son responsabilidad de quien los publica. Revisamos los que nos reportan y podemos
            retirarlos, pero no garantizamos la exactitud de cada anuncio ni el resultado de un alquiler.
            Trabajamos para que el servicio esté disponible de forma continuada, aunque puede interrumpirse
            por mantenimiento o causas ajenas a nuestro control.
          </p>
        </ContentSection>

        <ContentSection id="baja" title="Suspensión y baja">
          <p>
            Puedes eliminar tu cuenta cuando quieras desde Configuración. Podemos suspender o cancelar cuentas
            que incumplan estas condiciones, avisando al titular salvo que la ley o la gravedad del caso lo
            impidan.
          </p>
        </ContentSection>

        <ContentSection id="ley" title="Ley aplicable">
          <p>
            Estas condiciones se rigen por la ley española. Si eres consumidor, puedes acudir a los tribunales
            de tu domicilio. Para cualquier duda o reclamación, escríbenos a{' '}
            <a href={`mailto:${CONTACT_DETAILS.email}`}>{CONTACT_DETAILS.email}</a> o desde la{' '}
            <Link to={pagePath('contact')}>página de contacto</Link>.
          </p>
        </ContentSection>
      </DocumentLayout>
    </ContentPage>
  );
}
