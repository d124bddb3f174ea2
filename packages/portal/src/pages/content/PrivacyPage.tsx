import { pagePath } from '@convive/sdk';
import { Link } from 'react-router';
import { CONTACT_DETAILS } from '../../layout/Footer';
import { ContentPage, ContentSection, DocumentLayout, LEGAL_LAST_UPDATED, ScrollTable } from './ContentPage';
import { contentCopy } from './copy';

const TOC = [
  { id: 'responsable', label: 'Responsable del tratamiento' },
  { id: 'datos', label: 'Qué datos tratamos' },
  { id: 'finalidades', label: 'Finalidades y base legal' },
  { id: 'destinatarios', label: 'Con quién compartimos tus datos' },
  { id: 'conservacion', label: 'Cuánto tiempo los conservamos' },
  { id: 'derechos', label: 'Tus derechos' },
  { id: 'seguridad', label: 'Seguridad' },
  { id: 'cambios', label: 'Cambios en esta política' },
] as const;

/** /privacy: the privacy policy (RGPD and LOPDGDD). */
export function Component() {
  const copy = contentCopy.useCopy().pages.privacy;
  return (
    <ContentPage
      eyebrow={copy.eyebrow}
      title={copy.title}
      spanishOnly
      updated={LEGAL_LAST_UPDATED}
      intro={
        <p>
          Explicamos qué datos personales tratamos cuando usas Convive, para qué, con qué base legal, durante
          cuánto tiempo y cómo puedes ejercer tus derechos, conforme al Reglamento (UE) 2016/679 (RGPD) y a la
          Ley Orgánica 3/2018 de Protección de Datos Personales y garantía de los derechos digitales
          (LOPDGDD).
        </p>
      }
    >
      <DocumentLayout toc={TOC}>
        <ContentSection id="responsable" title="Responsable del tratamiento">
          <p>
            El responsable del tratamiento de tus datos es Convive, con domicilio en {CONTACT_DETAILS.address}
            . Para cualquier cuestión sobre privacidad puedes escribirnos a{' '}
            <a href={`mailto:${CONTACT_DETAILS.email}`}>{CONTACT_DETAILS.email}</a> indicando «Protección de
            datos» en el asunto, o llamarnos al {CONTACT_DETAILS.phone}.
          </p>
        </ContentSection>

        <ContentSection id="datos" title="Qué datos tratamos">
          <ul>
            <li>
              <strong>Datos de cuenta:</strong> nombre, apellidos, email, contraseña (guardada cifrada),
              teléfono si lo indicas y el tipo de cuenta (inquilino o propietario). Si entras con Google,
              recibimos tu nombre y tu email de esa cuenta.
            </li>
            <li>
              <strong>Datos de perfil:</strong> foto, biografía y fecha de nacimiento, solo si decides
              añadirlos.
            </li>
            <li>
              <strong>Actividad en la plataforma:</strong> favoritos, consultas y solicitudes enviadas o
              recibidas con sus mensajes, citas de visita, notificaciones y, si eres propietario, las
              propiedades, habitaciones, fotos y anuncios que publicas.
            </li>
            <li>
              <strong>Mensajes de contacto:</strong> nombre, email, teléfono opcional, asunto y mensaje que
              nos envías desde el formulario de contacto.
            </li>
            <li>
              <strong>Datos técnicos:</strong> los registros imprescindibles del servidor para mantener el
              servicio seguro. No usamos cookies de analítica ni de publicidad; consulta la{' '}
              <Link to={pagePath('cookies')}>política de cookies</Link>.
            </li>
          </ul>
        </ContentSection>

        <ContentSection id="finalidades" title="Finalidades y base legal">
          <ScrollTable label="Finalidades del tratamiento y su base legal">
            <thead>
              <tr>
                <th scope="col">Finalidad</th>
                <th scope="col">Base legal (art. 6.1 RGPD)</th>
              </tr>
            </thead>
            <tbody>
              <tr>
                <td data-label="Finalidad">Crear y gestionar tu cuenta e identificarte al iniciar sesión.</td>
                <td data-label="Base legal">Ejecución del contrato de uso de la plataforma (b).</td>
              </tr>
              <tr>
                <td data-label="Finalidad">
                  Publicar anuncios, enviar consultas y solicitudes, gestionar citas de visita y avisarte con
                  notificaciones.
                </td>
                <td data-label="Base legal">Ejecución del contrato (b).</td>
              </tr>
              <tr>
                <td data-label="Finalidad">
                  Responder a los mensajes que nos envías por el formulario de contacto.
                </td>
                <td data-label="Base legal">
                  Tu consentimiento al enviarlo (a) y nuestro interés legítimo en atenderte (f).
                </td>
              </tr>
              <tr>
                <td data-label="Finalidad">
                  Prevenir fraudes y abusos y mantener la seguridad del servicio.
                </td>
                <td data-label="Base legal">Interés legítimo (f).</td>
              </tr>
              <tr>
                <td data-label="Finalidad">
                  Cumplir obligaciones legales, como atender requerimientos de las autoridades.
                </td>
                <td data-label="Base legal">Obligación legal (c).</td>
              </tr>
            </tbody>
          </ScrollTable>
          <p>
            No tomamos decisiones automatizadas con efectos jurídicos sobre ti ni elaboramos perfiles
            comerciales.
          </p>
        </ContentSection>

        <ContentSection id="destinatarios" title="Con quién compartimos tus datos">
          <p>
            Cuando envías una consulta, una solicitud o una petición de visita, el propietario del anuncio
            recibe tu nombre, tu email, tu teléfono si lo has indicado y tu mensaje, para poder responderte.
            Del mismo modo, el inquilino ve el nombre del propietario y su respuesta.
          </p>
          <p>
            Fuera de eso, solo acceden a los datos los proveedores que nos prestan servicios de alojamiento y
            envío de correo, como encargados del tratamiento con contrato conforme al artículo 28 del RGPD, y
            las autoridades cuando la ley lo exige. No vendemos datos personales. Si un proveedor estuviera
            fuera del Espacio Económico Europeo, aplicaríamos las garantías previstas en el RGPD.
          </p>
        </ContentSection>

        <ContentSection id="conservacion" title="Cuánto tiempo los conservamos">
          <ul>
            <li>Los datos de la cuenta y su actividad, mientras la cuenta esté activa.</li>
            <li>
              Al eliminar tu cuenta desde Configuración, borramos tus datos y solo conservamos, bloqueados,
              los necesarios para atender posibles responsabilidades legales durante los plazos de
              prescripción.
            </li>
            <li>
              Los mensajes del formulario de contacto, durante el tiempo necesario para responderte y un
              máximo de 12 meses.
            </li>
            <li>Los registros técnicos del servidor, un máximo de 90 días.</li>
          </ul>
        </ContentSection>

        <ContentSection id="derechos" title="Tus derechos">
          <p>Puedes ejercer en cualquier momento los derechos que te reconoce la normativa:</p>
          <ul>
            <li>
              <strong>Acceso:</strong> saber qué datos tuyos tratamos.
            </li>
            <li>
              <strong>Rectificación:</strong> corregir datos inexactos; la mayoría puedes editarlos en tu
              perfil.
            </li>
            <li>
              <strong>Supresión:</strong> pedir que borremos tus datos; puedes eliminar tu cuenta tú mismo
              desde Configuración.
            </li>
            <li>
              <strong>Oposición:</strong> oponerte a tratamientos basados en nuestro interés legítimo.
            </li>
            <li>
              <strong>Limitación:</strong> pedir que dejemos de usar tus datos mientras se resuelve una
              reclamación.
            </li>
            <li>
              <strong>Portabilidad:</strong> recibir tus datos en un formato estructurado y de uso común.
            </li>
          </ul>
          <p>
            Escríbenos a <a href={`mailto:${CONTACT_DETAILS.email}`}>{CONTACT_DETAILS.email}</a> o usa el{' '}
            <Link to={pagePath('contact')}>formulario de contacto</Link> indicando el derecho que quieres
            ejercer. Responderemos en el plazo de un mes. Si no estás conforme con la respuesta, puedes
            reclamar ante la Agencia Española de Protección de Datos (www.aepd.es).
          </p>
        </ContentSection>

        <ContentSection id="seguridad" title="Seguridad">
          <p>
            Las comunicaciones con Convive van cifradas, las contraseñas se guardan con un algoritmo de
            resumen seguro y el acceso a los datos está limitado a las personas que lo necesitan. Nunca te
            pediremos tu contraseña por email ni por teléfono.
          </p>
        </ContentSection>

        <ContentSection id="cambios" title="Cambios en esta política">
          <p>
            Si cambiamos esta política de forma relevante te avisaremos en la plataforma antes de que el
            cambio se aplique. La fecha de la última actualización figura al principio de esta página.
          </p>
        </ContentSection>
      </DocumentLayout>
    </ContentPage>
  );
}
