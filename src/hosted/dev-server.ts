/** `npm start`: the demo on http://localhost:5173 (PORT overrides). */
import { startDemoServer } from './demo-server';

const port = Number(process.env.PORT ?? 5173);
if (!Number.isInteger(port) || port < 0 || port > 65535) {
  console.error(`PORT must be a port number, got ${JSON.stringify(process.env.PORT)}`);
  process.exit(2);
}

try {
  const demo = await startDemoServer({
    port,
    ...(process.env.PAYKIT_API_KEY ? { apiKey: process.env.PAYKIT_API_KEY } : {}),
    onError: (error) => console.error('paykit demo: internal error', error),
  });
  console.log(`paykit demo on ${demo.url}`);
  console.log(`  sandbox API: ${demo.url}/sandbox/v1 and /sandbox/api/v1`);
  console.log(`  proxy: ${demo.url}/api/paykit`);
  console.log(
    process.env.PAYKIT_API_KEY
      ? '  sandbox API key: from PAYKIT_API_KEY'
      : `  sandbox API key (generated; set PAYKIT_API_KEY to choose one): ${demo.sandbox.apiKey}`,
  );
  for (const signal of ['SIGINT', 'SIGTERM'] as const) {
    process.on(signal, () => void demo.close().then(() => process.exit(0)));
  }
} catch (error) {
  const code = (error as NodeJS.ErrnoException).code;
  console.error(code === 'EADDRINUSE' ? `Port ${port} is in use: set PORT to another port` : `paykit demo: ${(error as Error).message}`);
  process.exit(1);
}
