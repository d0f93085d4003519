/** E2E_PORT lets several runs (one per engineer) share a machine; the web build can be chosen with WEB_DIST. */
export const E2E_PORT = Number(process.env.E2E_PORT ?? 8181);
export const DEMO_PASSWORD = 'e2e-demo-password';
