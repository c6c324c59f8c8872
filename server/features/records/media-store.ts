import { randomBytes } from 'node:crypto';
import { mkdir, readFile, rename, rm, writeFile } from 'node:fs/promises';
import { join } from 'node:path';

/**
 * Where uploaded media are kept, by file name. The reference server keeps them in a folder under
 * its data folder (`folderMediaStore`); several servers behind one address would share an
 * S3-compatible bucket instead, behind the same three calls (docs/api-extensions.md).
 */
export interface MediaStore {
  /** Stores the bytes under the name; a reader never sees a half-written file. */
  put(name: string, bytes: Buffer): Promise<void>;
  /** The stored bytes, or undefined when there is no such file. */
  read(name: string): Promise<Buffer | undefined>;
  /** Removes the file; a missing file is not an error. */
  remove(name: string): Promise<void>;
}

/** The folder of the record images inside the uploads folder (other areas keep their own). */
export const IMAGES_FOLDER = 'images';

/** A `MediaStore` over one folder, created on first write. Names are checked by the caller. */
export function folderMediaStore(dir: string): MediaStore {
  return {
    async put(name, bytes) {
      await mkdir(dir, { recursive: true });
      const partial = join(dir, `.${name}.${randomBytes(6).toString('hex')}.part`);
      await writeFile(partial, bytes, { mode: 0o640 });
      await rename(partial, join(dir, name));
    },
    async read(name) {
      try {
        return await readFile(join(dir, name));
      } catch (error) {
        if ((error as NodeJS.ErrnoException).code === 'ENOENT') return undefined;
        throw error;
      }
    },
    async remove(name) {
      await rm(join(dir, name), { force: true });
    },
  };
}

/** The record images of a server's uploads folder. */
export const recordImages = (uploadsDir: string): MediaStore =>
  folderMediaStore(join(uploadsDir, IMAGES_FOLDER));
