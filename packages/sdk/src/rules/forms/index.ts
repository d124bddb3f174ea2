/**
 * Form checks and numeric-input conversions of both specs' §5, one module per form so that a page
 * bundles only its own. Each validator answers the first failing message in the spec's order (or the
 * errors by field), so a form shows its errors as the product does.
 */
export * from './blank';
export * from './enquiry';
export * from './numbers';
