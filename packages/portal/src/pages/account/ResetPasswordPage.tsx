// PLACEHOLDER: replaced by the real screen before this lands.
export function Component() {
  return (
    <div className="container page">
      <h1 className="page-title">ResetPasswordPage</h1>
    </div>
  );
}
