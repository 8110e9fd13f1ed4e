// The search benchmark's baseline: a bare Fastify app with one JSON route, in its own process
// like the real server, to show what the HTTP stack alone costs on this machine.
import Fastify from 'fastify';

const app = Fastify({ logger: false });
app.get('/json', async () => ({
  data: [{ type: 'vacancies', id: '1', attributes: { title_nl: 'Voorlezen' } }],
}));
await app.listen({ port: Number(process.argv[2]), host: '127.0.0.1' });
console.log('listening');
