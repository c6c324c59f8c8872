import { createInterface } from 'node:readline';

/**
 * Questions on the terminal. On a terminal, answers are read key by key so a password is not
 * echoed; from a pipe (scripts, tests), one line per answer.
 */
export class Prompt {
  #lines: AsyncIterator<string> | undefined;

  async ask(question: string, options: { hidden?: boolean } = {}): Promise<string> {
    process.stdout.write(question);
    if (process.stdin.isTTY) return this.#fromTerminal(options.hidden === true);
    this.#lines ??= createInterface({ input: process.stdin, terminal: false })[Symbol.asyncIterator]();
    const next = await this.#lines.next();
    process.stdout.write('\n');
    if (next.done === true) throw new Error('No more input.');
    return next.value;
  }

  close(): void {
    if (process.stdin.isTTY) process.stdin.setRawMode(false);
    process.stdin.pause();
  }

  #fromTerminal(hidden: boolean): Promise<string> {
    const stdin = process.stdin;
    stdin.setRawMode(true);
    stdin.resume();
    stdin.setEncoding('utf8');
    let answer = '';
    return new Promise((resolve) => {
      const onData = (chunk: string): void => {
        for (const char of chunk) {
          if (char === '\r' || char === '\n') {
            stdin.off('data', onData);
            stdin.setRawMode(false);
            stdin.pause();
            process.stdout.write('\n');
            resolve(answer);
            return;
          }
          if (char === '\u0003') {
            stdin.setRawMode(false);
            process.stdout.write('\n');
            process.exit(130);
          }
          if (char === '\u007f' || char === '\b') {
            if (answer.length > 0 && !hidden) process.stdout.write('\b \b');
            answer = answer.slice(0, -1);
          } else {
            answer += char;
            if (!hidden) process.stdout.write(char);
          }
        }
      };
      stdin.on('data', onData);
    });
  }
}
