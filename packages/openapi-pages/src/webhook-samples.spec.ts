import { execFile, spawn, spawnSync, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { promisify, stripVTControlCharacters } from 'node:util';
import { webhookSamples, type WebhookSampleInput } from './code-samples.js';

const run = promisify(execFile);
const booking: WebhookSampleInput = {
  method: 'post',
  name: 'bookingCreated',
  parameters: [{ name: 'X-Signature', in: 'header', required: true, schema: { type: 'string' } }],
  body: { contentType: 'application/json', example: { id: "it's", count: 2, note: null }, schema: { type: 'object', properties: [{ name: 'id', required: true, schema: { type: 'string' } }] } },
  status: '202',
};
const samples = (input: WebhookSampleInput) => Object.fromEntries(webhookSamples(input).map((s) => [s.id, s.code]));

describe('webhookSamples', () => {
  it('delivers the whole payload, not only its required fields, quoted for the shell', () => {
    expect(samples(booking)['curl']).toBe(
      [
        "curl -X POST 'http://localhost:8080/webhook' \\",
        "  -H 'X-Signature: string' \\",
        "  -H 'Content-Type: application/json' \\",
        `  -d '{\n  "id": "it'\\''s",\n  "count": 2,\n  "note": null\n}'`,
      ].join('\n'),
    );
  });

  it('answers with the webhook\'s own success status, 200 when it names none or a range', () => {
    expect(samples(booking)['node-receiver']).toContain('response.writeHead(202).end();');
    expect(samples(booking)['python-receiver']).toContain('self.send_response(202)');
    expect(samples({ ...booking, status: '2XX' })['node-receiver']).toContain('response.writeHead(200).end();');
    const { status: _status, ...none } = booking;
    expect(samples(none)['python-receiver']).toContain('self.send_response(200)');
  });

  it('checks a bearer or basic credential in the receivers as the delivery sends it', () => {
    const bearer = samples({ ...booking, securitySchemes: [{ name: 'hook', in: 'header', key: 'Authorization', prefix: 'Bearer' }] });
    expect(bearer['curl']).toContain("  -H 'Authorization: Bearer YOUR_ACCESS_TOKEN' \\");
    expect(bearer['node-receiver']).toContain("if (request.headers['authorization'] !== 'Bearer YOUR_ACCESS_TOKEN') return response.writeHead(401).end();");
    expect(bearer['python-receiver']).toContain('if self.headers.get("Authorization") != "Bearer YOUR_ACCESS_TOKEN":');

    const basic = samples({ ...booking, securitySchemes: [{ name: 'hook', in: 'header', key: 'Authorization', prefix: 'Basic' }] });
    expect(basic['curl']).toContain("  -u 'USERNAME:PASSWORD' \\");
    expect(basic['node-receiver']).toContain(`!== 'Basic ${Buffer.from('USERNAME:PASSWORD').toString('base64')}'`);
  });

  it('sends a cookie credential without a check, and a multipart payload as raw bytes', () => {
    const form = samples({
      method: 'post',
      name: 'upload',
      parameters: [],
      body: { contentType: 'multipart/form-data', example: { file: '<binary>', kind: 'photo' } },
      securitySchemes: [{ name: 'session', in: 'cookie', key: 'sid' }],
    });
    expect(form['curl']).toBe(["curl -X POST 'http://localhost:8080/webhook' \\", "  -b 'sid=YOUR_API_KEY' \\", "  -F 'file=@photo.jpg' \\", "  -F 'kind=photo'"].join('\n'));
    expect(form['node-receiver']).toContain('  const payload = Buffer.concat(chunks);');
    expect(form['node-receiver']).not.toContain('401');
    expect(form['python-receiver']).toContain('        payload = self.rfile.read(length)');
    expect(form['python-receiver']).not.toContain('import json');
  });

  it('writes a receiver method for any HTTP method and none for a body it does not have', () => {
    const ping = samples({ method: 'delete', name: 'gone', parameters: [] });
    expect(ping['curl']).toBe("curl -X DELETE 'http://localhost:8080/webhook'");
    expect(ping['node-receiver']).toContain("if (request.method !== 'DELETE')");
    expect(ping['node-receiver']).not.toContain('payload');
    expect(ping['python-receiver']).toContain('    def do_DELETE(self):');
  });
});

/** A free TCP port on this machine, for a receiver under test. */
async function freePort(): Promise<number> {
  const server = net.createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as net.AddressInfo;
  await new Promise((resolve) => server.close(resolve));
  return port;
}

/** Runs a receiver until it answers, gives what it prints; `stop` ends it. */
async function startReceiver(command: string, file: string, port: number): Promise<{ child: ChildProcess; output: () => string }> {
  const child = spawn(command, [file], { stdio: ['ignore', 'pipe', 'pipe'], env: { ...process.env, PYTHONUNBUFFERED: '1', FORCE_COLOR: '0', NO_COLOR: '1' } });
  let output = '';
  // Without colour codes, whatever the test runner's terminal asks for.
  const add = (chunk: Buffer) => (output += stripVTControlCharacters(chunk.toString()));
  child.stdout!.on('data', add);
  child.stderr!.on('data', add);
  for (let tries = 0; tries < 100; tries++) {
    const up = await new Promise<boolean>((resolve) => {
      const socket = net.connect(port, '127.0.0.1', () => {
        socket.end();
        resolve(true);
      });
      socket.on('error', () => resolve(false));
    });
    if (up) return { child, output: () => output };
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  child.kill();
  throw new Error(`the receiver did not listen on ${port}: ${output}`);
}

const has = (command: string, args: string[]) => spawnSync(command, args, { stdio: 'ignore' }).status === 0;
const receivers = [
  { id: 'node-receiver', command: process.execPath, ext: 'mjs', available: true },
  { id: 'python-receiver', command: 'python3', ext: 'py', available: has('python3', ['--version']) },
];

describe.skipIf(!has('curl', ['--version']))('a webhook delivery, for real: the curl sample against each receiver sample', () => {
  const secured: WebhookSampleInput = { ...booking, securitySchemes: [{ name: 'hook', in: 'header', key: 'X-Hook-Key' }] };

  it.each(receivers)('$id receives the payload and headers, answers the status, refuses a missing credential', async ({ id, command, ext, available }) => {
    if (!available) return;
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'webhook-'));
    const port = await freePort();
    const local = (code: string) => code.replaceAll('8080', String(port));
    const code = samples(secured);
    const file = path.join(dir, `receiver.${ext}`);
    fs.writeFileSync(file, local(code[id]!));
    const { child, output } = await startReceiver(command, file, port);
    try {
      // The curl sample as written, with its status printed after it.
      const delivered = await run('bash', ['-c', `${local(code['curl']!)} -s -o /dev/null -w '%{http_code}'`]);
      expect(delivered.stdout).toBe('202');
      const refused = await run('curl', ['-s', '-o', '/dev/null', '-w', '%{http_code}', '-X', 'POST', `http://127.0.0.1:${port}/webhook`]);
      expect(refused.stdout).toBe('401');
      await new Promise((resolve) => setTimeout(resolve, 200));
      expect(output()).toContain('X-Signature: string');
      expect(output()).toMatch(/it's/);
      expect(output()).toMatch(/count['"]?: 2/);
    } finally {
      child.kill();
      fs.rmSync(dir, { recursive: true, force: true });
    }
  }, 30_000);
});
