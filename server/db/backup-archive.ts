import { mkdir, readdir, readFile, writeFile } from 'node:fs/promises';
import { dirname, join, relative, sep } from 'node:path';

/*
 * The few parts of the POSIX tar format (ustar) a backup needs: regular files with their path and
 * bytes, nothing else (no links, owners or modes). Each file is a 512-byte header, its bytes, and
 * zeros up to the next 512; two zero blocks end the archive.
 */

export interface ArchiveEntry {
  /** The path inside the archive, `/`-separated, relative. */
  readonly name: string;
  readonly bytes: Buffer;
}

const BLOCK = 512;

function octal(value: number, width: number): string {
  return `${value.toString(8).padStart(width - 1, '0')}\0`;
}

function header(name: string, size: number, type = '0'): Buffer {
  const block = Buffer.alloc(BLOCK);
  const short = name.slice(0, 100);
  block.write(short, 0, 100, 'utf8');
  block.write(octal(0o644, 8), 100, 'ascii');
  block.write(octal(0, 8), 108, 'ascii');
  block.write(octal(0, 8), 116, 'ascii');
  block.write(octal(size, 12), 124, 'ascii');
  block.write(octal(0, 12), 136, 'ascii');
  block.write('        ', 148, 'ascii');
  block.write(type, 156, 'ascii');
  block.write('ustar\u000000', 257, 'ascii');
  let sum = 0;
  for (const byte of block) sum += byte;
  block.write(`${sum.toString(8).padStart(6, '0')}\0 `, 148, 'ascii');
  return block;
}

/** The archive of the entries (not compressed). */
export function packArchive(entries: readonly ArchiveEntry[]): Buffer {
  const parts: Buffer[] = [];
  const padded = (bytes: Buffer): Buffer[] => [bytes, Buffer.alloc((BLOCK - (bytes.length % BLOCK)) % BLOCK)];
  for (const { name, bytes } of entries) {
    // A name over 100 bytes goes first as an entry of its own (GNU tar's long name, type `L`).
    if (Buffer.byteLength(name) > 100) {
      const long = Buffer.from(`${name}\0`, 'utf8');
      parts.push(header('././@LongLink', long.length, 'L'), ...padded(long));
    }
    parts.push(header(name, bytes.length), ...padded(bytes));
  }
  parts.push(Buffer.alloc(BLOCK * 2));
  return Buffer.concat(parts);
}

const text = (block: Buffer, start: number, length: number): string =>
  block
    .subarray(start, start + length)
    .toString('utf8')
    .replace(/\0.*$/s, '');

/**
 * The regular files of an archive, or null when the bytes are not a tar archive (a bad checksum,
 * a size past its end). Directories and other kinds of entry are skipped.
 */
export function unpackArchive(archive: Buffer): ArchiveEntry[] | null {
  const entries: ArchiveEntry[] = [];
  let at = 0;
  let longName: string | undefined;
  while (at + BLOCK <= archive.length) {
    const block = archive.subarray(at, at + BLOCK);
    if (block.every((byte) => byte === 0)) return entries;
    const stored = Number.parseInt(text(block, 148, 8).trim(), 8);
    let sum = 0;
    for (let i = 0; i < BLOCK; i++) sum += i >= 148 && i < 156 ? 32 : (block[i] ?? 0);
    const size = Number.parseInt(text(block, 124, 12).trim() || '0', 8);
    if (stored !== sum || !Number.isFinite(size) || at + BLOCK + size > archive.length) return null;
    const prefix = text(block, 345, 155);
    const name = longName ?? (prefix === '' ? text(block, 0, 100) : `${prefix}/${text(block, 0, 100)}`);
    const type = text(block, 156, 1);
    const content = archive.subarray(at + BLOCK, at + BLOCK + size);
    longName = type === 'L' ? content.toString('utf8').replace(/\0.*$/s, '') : undefined;
    if (type === '0' || type === '') entries.push({ name, bytes: Buffer.from(content) });
    at += BLOCK + size + ((BLOCK - (size % BLOCK)) % BLOCK);
  }
  return null;
}

/**
 * Every file under a folder as entries named `{under}/{path}`; a missing folder has none. Names
 * starting with a dot (a file being written, `.x.part`) are left out.
 */
export async function folderEntries(folder: string, under: string): Promise<ArchiveEntry[]> {
  const entries: ArchiveEntry[] = [];
  const walk = async (dir: string): Promise<void> => {
    let names;
    try {
      names = await readdir(dir, { withFileTypes: true });
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code === 'ENOENT') return;
      throw error;
    }
    for (const entry of names.sort((a, b) => a.name.localeCompare(b.name))) {
      if (entry.name.startsWith('.')) continue;
      const path = join(dir, entry.name);
      if (entry.isDirectory()) await walk(path);
      else if (entry.isFile()) {
        entries.push({
          name: `${under}/${relative(folder, path).split(sep).join('/')}`,
          bytes: await readFile(path),
        });
      }
    }
  };
  await walk(folder);
  return entries;
}

/** Whether an entry's path stays inside the folder it is written to (no `..`, not absolute). */
export const isSafeEntryPath = (path: string): boolean =>
  path !== '' &&
  !path.startsWith('/') &&
  !path.includes('\\') &&
  path.split('/').every((p) => p !== '..' && p !== '' && p !== '.');

/** Writes entries (their names relative to `folder`) into `folder`. */
export async function writeEntries(folder: string, entries: readonly ArchiveEntry[]): Promise<void> {
  await mkdir(folder, { recursive: true });
  for (const { name, bytes } of entries) {
    const path = join(folder, ...name.split('/'));
    await mkdir(dirname(path), { recursive: true });
    await writeFile(path, bytes, { mode: 0o640 });
  }
}
