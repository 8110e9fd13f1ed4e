// A file the browser saves (an export, an attachment): never sniffed, never run, never cached.
import type { FastifyReply } from 'fastify';
import { contentDisposition } from './content-disposition';

export function sendDownload(
  reply: FastifyReply,
  file: { name: string; type: string; body: Buffer | string },
) {
  return reply
    .header('content-type', file.type)
    .header('x-content-type-options', 'nosniff')
    .header('content-disposition', contentDisposition('attachment', file.name))
    .header('content-security-policy', "default-src 'none'; sandbox")
    .header('cache-control', 'private, no-store')
    .send(file.body);
}
