import { pagePath } from '@convive/sdk';
import { Link } from 'react-router';
import { ContentPage, ContentSection, DocumentLayout, LEGAL_LAST_UPDATED, ScrollTable } from './ContentPage';
import { contentCopy } from './copy';

const TOC = [
  { id: 'que-son', label: 'Qué son' },
  { id: 'que-usamos', label: 'Qué usamos' },
  { id: 'terceros', label: 'Terceros y analítica' },
  { id: 'gestionar', label: 'Cómo gestionarlas' },
] as const;

interface StoredItem {
  name: string;
  kind: string;
  purpose: string;
  duration: string;
}

/** Everything the app keeps in the browser (spec 02: local preferences and the sidebar cookie). */
export const STORED_ITEMS: readonly StoredItem[] = [
  {
    name: 'authToken',
    kind: 'Almacenamiento local',
    purpose: 'Mantiene tu sesión iniciada: es la clave que identifica tu cuenta en cada petición.',
    duration: 'Hasta que cierras sesión o eliminas tu cuenta.',
  },
  {
    name: 'language',
    kind: 'Almacenamiento local',
    purpose: 'Recuerda el idioma que has elegido (español, inglés, francés o alemán).',
    duration: 'Hasta que lo cambias o borras los datos del navegador.',
  },
  {
    name: 'last_seen_notification_id',
    kind: 'Almacenamiento local',
    purpose: 'Recuerda la última notificación que has visto para no volver a mostrarte avisos repetidos.',
    duration: 'Hasta que borras los datos del navegador.',
  },
  {
    name: 'disableFavoriteToasts',
    kind: 'Almacenamiento local',
    purpose: 'Propietarios: guarda si has silenciado los avisos emergentes de favoritos.',
    duration: 'Hasta que cambias la preferencia o borras los datos del navegador.',
  },
  {
    name: 'disableRequestToasts',
    kind: 'Almacenamiento local',
    purpose: 'Propietarios: guarda si has silenciado los avisos emergentes de solicitudes.',
    duration: 'Hasta que cambias la preferencia o borras los datos del navegador.',
  },
  {
    name: 'disableAppointmentToasts',
    kind: 'Almacenamiento local',
    purpose: 'Propietarios: guarda si has silenciado los avisos emergentes de citas.',
    duration: 'Hasta que cambias la preferencia o borras los datos del navegador.',
  },
  {
    name: 'sidebar_state',
    kind: 'Cookie propia',
    purpose: 'Recuerda si el menú lateral de tu panel está desplegado o plegado.',
    duration: '7 días.',
  },
];

/** /cookies: the cookies and browser storage the app really uses. */
export function Component() {
  const copy = contentCopy.useCopy().pages.cookies;
  return (
    <ContentPage
      eyebrow={copy.eyebrow}
      title={copy.title}
      spanishOnly
      updated={LEGAL_LAST_UPDATED}
      intro={
        <p>
          Convive solo guarda en tu navegador lo imprescindible para que la plataforma funcione y recuerde tus
          preferencias. No usamos cookies de analítica, de publicidad ni de terceros.
        </p>
      }
    >
      <DocumentLayout toc={TOC}>
        <ContentSection id="que-son" title="Qué son las cookies y el almacenamiento local">
          <p>
            Las cookies son pequeños archivos que un sitio web guarda en tu navegador. El almacenamiento local
            (localStorage) cumple una función parecida: conserva datos en tu dispositivo entre una visita y la
            siguiente. La ley trata ambos de la misma forma.
          </p>
          <p>
            Todo lo que usamos es técnico o de preferencias: necesario para prestarte el servicio que pides.
            Por eso, conforme al artículo 22.2 de la Ley de Servicios de la Sociedad de la Información (LSSI),
            no requiere tu consentimiento y no te mostramos un banner de cookies.
          </p>
        </ContentSection>

        <ContentSection id="que-usamos" title="Qué usamos exactamente">
          <ScrollTable label="Cookies y datos guardados en tu navegador">
            <thead>
              <tr>
                <th scope="col">Nombre</th>
                <th scope="col">Tipo</th>
                <th scope="col">Para qué sirve</th>
                <th scope="col">Duración</th>
              </tr>
            </thead>
            <tbody>
              {STORED_ITEMS.map((item) => (
                <tr key={item.name}>
                  <th scope="row">
                    <code>{item.name}</code>
                  </th>
                  <td data-label="Tipo">{item.kind}</td>
                  <td data-label="Para qué sirve">{item.purpose}</td>
                  <td data-label="Duración">{item.duration}</td>
                </tr>
              ))}
            </tbody>
          </ScrollTable>
          <p>
            Los indicadores de avisos guardan el texto «true» cuando el aviso está silenciado y «false» cuando
            no. Puedes cambiarlos en la configuración de notificaciones de tu panel.
          </p>
        </ContentSection>

        <ContentSection id="terceros" title="Terceros y analítica">
          <p>
            No incluimos herramientas de analítica, píxeles publicitarios ni botones de redes sociales que
            rastreen tu navegación. Si inicias sesión con Google, ese proceso se rige por la política de
            cookies de Google durante el inicio de sesión. Los mapas de ubicación de los anuncios se cargan
            desde un servicio de mapas externo, que puede usar sus propias cookies en ese recuadro.
          </p>
        </ContentSection>

        <ContentSection id="gestionar" title="Cómo gestionarlas">
          <ul>
            <li>Al cerrar sesión borramos la clave de sesión (authToken) de tu navegador.</li>
            <li>Puedes cambiar el idioma y los avisos silenciados desde la propia plataforma.</li>
            <li>
              Puedes borrar todas las cookies y el almacenamiento local desde la configuración de tu
              navegador; tendrás que volver a iniciar sesión y tus preferencias volverán a los valores por
              defecto.
            </li>
          </ul>
          <p>
            Si tienes dudas, consulta nuestra <Link to={pagePath('privacy')}>política de privacidad</Link> o{' '}
            <Link to={pagePath('contact')}>escríbenos</Link>.
          </p>
        </ContentSection>
      </DocumentLayout>
    </ContentPage>
  );
}
