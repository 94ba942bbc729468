// The ceiling of a lookup (bench/src/run.ts, scenario 'plain'): node:http answering every request
// with the bytes and headers the portal gave for it, nothing else.
import { readFileSync } from 'node:fs';
import http from 'node:http';

const body = readFileSync(process.env.PLAIN_BODY);
const headers = { ...JSON.parse(process.env.PLAIN_HEADERS ?? '{}'), 'content-length': String(body.length) };
http
  .createServer((_req, res) => {
    res.writeHead(200, headers);
    res.end(body);
  })
  .listen(Number(process.env.PLAIN_PORT), '127.0.0.1');
