export const E2E_PORT = 8181;
export const DEMO_PASSWORD = 'e2e-demo-password';
