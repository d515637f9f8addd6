// Playwright global setup: the loopback fake of ShipStation's orders and labels API that the server
// under test is pointed at (SHIPSTATION_BASE_URL, playwright.config.ts). No store has ShipStation keys
// until a test gives it some, so nothing else talks to it.
import { startFakeShipStation } from "../../src/server/testing/fake-shipstation";

export default async function globalSetup() {
  const port = Number(process.env.E2E_SHIPSTATION_PORT);
  const fake = await startFakeShipStation({ port });
  return async () => {
    await fake.close();
  };
}
