import { createInterface } from 'node:readline';

/** On a terminal: asks twice without echo. Piped: the first line of standard input. */
export async function readPassword(prompt: string): Promise<string> {
  if (!process.stdin.isTTY) return firstLine();
  const first = await askHidden(prompt);
  const again = await askHidden('Again: ');
  if (first !== again) {
    console.error('The two passwords differ; nothing changed.');
    process.exit(1);
  }
  return first;
}

async function firstLine(): Promise<string> {
  const lines = createInterface({ input: process.stdin });
  for await (const line of lines) {
    lines.close();
    return line;
  }
  return '';
}

function askHidden(prompt: string): Promise<string> {
  return new Promise((resolve) => {
    const stdin = process.stdin;
    process.stdout.write(prompt);
    stdin.setRawMode(true);
    stdin.resume();
    stdin.setEncoding('utf8');
    let typed = '';
    const onData = (chunk: string) => {
      for (const char of chunk) {
        if (char === '\r' || char === '\n' || char === '\u0004') {
          stdin.setRawMode(false);
          stdin.pause();
          stdin.off('data', onData);
          process.stdout.write('\n');
          resolve(typed);
          return;
        }
        if (char === '\u0003') process.exit(130);
        typed = char === '\u007f' ? typed.slice(0, -1) : typed + char;
      }
    };
    stdin.on('data', onData);
  });
}
