const constraintOf = (value: unknown): unknown =>
  typeof value === 'object' && value !== null && 'constraint' in value ? value.constraint : undefined;

/**
 * The name of the constraint that refused a write, if one did. Drizzle wraps the driver's error
 * (PGlite or node-postgres) and keeps it as `cause`, so both places are read.
 */
export function violatedConstraint(error: unknown): string | undefined {
  const found = constraintOf(error) ?? constraintOf(error instanceof Error ? error.cause : undefined);
  return typeof found === 'string' ? found : undefined;
}
