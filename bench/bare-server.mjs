// Bare Fastify, the ceiling the app's routes are compared with (bench/throughput.ts runs it as its own process).
// With DATABASE_URL it also answers GET /login with the two queries the app's login route needs (the
// session with its user, then the profile) through raw `pg` prepared statements and the app's pool size:
// what this machine allows for a signed-in route before any app code runs (ADR 14).
import Fastify from 'fastify';
import pg from 'pg';

const app = Fastify();
app.get('/', async () => ({ hello: 'world' }));
app.get('/v3/health', async () => ({ status: 'ok' }));

const pool = process.env.DATABASE_URL ? new pg.Pool({ connectionString: process.env.DATABASE_URL, max: 10 }) : null;
if (pool) {
  app.get('/login', async (request, reply) => {
    const token = String(request.headers['x-session-token'] ?? '');
    const session = await pool.query({
      name: 'bare_session_by_token',
      text: 'select s.expires_at, u.id, u.email, u.name, u.role from "session" s join "user" u on u.id = s.user_id where s.token = $1',
      values: [token],
    });
    const user = session.rows[0];
    if (!user) return reply.code(401).send({ message: 'signed out' });
    const profile = await pool.query({
      name: 'bare_profile_by_user',
      text: 'select * from profile where user_id = $1',
      values: [user.id],
    });
    return { entity: { ...user, ...profile.rows[0] } };
  });
}

await app.listen({ port: Number(process.env.PORT), host: '127.0.0.1' });
const stop = () =>
  app
    .close()
    .then(() => pool?.end())
    .then(() => process.exit(0));
process.on('SIGTERM', stop);
process.on('SIGINT', stop);
