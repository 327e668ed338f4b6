/** The HTTP method of an operation as a coloured badge: `GET`, `POST`, `DELETE` … */
export function MethodBadge({ method }: { method: string }) {
  return <span className={`ld-badge ld-badge--${method.toLowerCase()} ld-method`}>{method.toUpperCase()}</span>;
}
