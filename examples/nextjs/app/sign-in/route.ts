/** Stand-in for your sign-in: gives the browser a session id (lib/paykit.ts maps it to an account) and opens onboarding. */
export function GET(): Response {
  const cookie = `sid=${crypto.randomUUID()}; Path=/; HttpOnly; SameSite=Lax`;
  return new Response(null, { status: 303, headers: { location: '/onboarding', 'set-cookie': cookie } });
}

export const dynamic = 'force-dynamic';
