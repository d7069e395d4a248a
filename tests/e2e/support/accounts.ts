/** The accounts the e2e server is seeded with. */
export const E2E_ADMIN = { email: 'admin@e2e.test', password: 'e2e-admin-password' };
export const E2E_DEMO = { email: 'demo@e2e.test', password: 'e2e-demo-password' };
export const E2E_CARD = { email: 'card@e2e.test', password: 'e2e-card-password' };
