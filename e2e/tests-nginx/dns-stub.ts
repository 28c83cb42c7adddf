/**
 * A DNS server on loopback that knows one name, for the test of the shell host's resolver (start-steps.spec.ts): it
 * answers an A question for that name with 127.0.0.1 and any other question with no answer. Enough of RFC 1035 for
 * nginx's resolver, nothing more; only ever started on 127.0.0.1.
 */
import { createSocket, type Socket } from 'node:dgram';

/** The question's name (its labels joined with dots), type and the offset after it. */
function question(query: Buffer): { name: string; type: number; end: number } {
  const labels: string[] = [];
  let at = 12;
  while (query[at]! > 0) {
    labels.push(query.subarray(at + 1, at + 1 + query[at]!).toString('latin1'));
    at += 1 + query[at]!;
  }
  return { name: labels.join('.').toLowerCase(), type: query.readUInt16BE(at + 1), end: at + 5 };
}

export async function startDnsStub(
  port: number,
  name: string,
): Promise<{ questions: string[]; close(): Promise<void> }> {
  const socket: Socket = createSocket('udp4');
  const questions: string[] = [];
  socket.on('message', (query, peer) => {
    if (query.length < 17) return;
    const asked = question(query);
    questions.push(`${asked.name} ${asked.type}`);
    const found = asked.name === name.toLowerCase() && asked.type === 1;
    const header = Buffer.alloc(12);
    query.copy(header, 0, 0, 2); // the query's id
    header.writeUInt16BE(0x8180, 2); // an answer, recursion desired and available, no error
    header.writeUInt16BE(1, 4); // the question, repeated
    header.writeUInt16BE(found ? 1 : 0, 6);
    const answer = Buffer.from([0xc0, 0x0c, 0, 1, 0, 1, 0, 0, 0, 30, 0, 4, 127, 0, 0, 1]);
    socket.send(
      Buffer.concat([header, query.subarray(12, asked.end), ...(found ? [answer] : [])]),
      peer.port,
      peer.address,
    );
  });
  await new Promise<void>((resolve) => socket.bind(port, '127.0.0.1', resolve));
  return { questions, close: () => new Promise<void>((resolve) => socket.close(() => resolve())) };
}
