import { Info } from 'lucide-react';
import { AuthLink } from '../AuthLink';
import { accessCopy } from './copy';

const TEXT = { fontWeight: 400 } as const;

/**
 * The enquiry form's way in for a visitor: '[Inicia sesión] o [crea una cuenta]: lo que has escrito
 * seguirá aquí…'. Both links return to the page, where the kept draft is waiting.
 */
export function EnquirySignIn() {
  const copy = accessCopy.useCopy().enquiry;
  return (
    <>
      {/* The widget sets its sign-in line in bold for a lone link: only the links stay bold here. */}
      <AuthLink page="login">{copy.signIn}</AuthLink>
      <span style={TEXT}>{copy.or}</span>
      <AuthLink page="register">{copy.register}</AuthLink>
      <span style={TEXT}>{copy.kept}</span>
    </>
  );
}

/** In place of a listing's visit and enquiry actions for a landlord (they are a tenant's). */
export function LandlordNote({ className }: { className?: string | undefined }) {
  const copy = accessCopy.useCopy();
  return (
    <div className={`alert alert--info ${className ?? ''}`}>
      <Info aria-hidden="true" />
      <p>{copy.landlordListing}</p>
    </div>
  );
}
