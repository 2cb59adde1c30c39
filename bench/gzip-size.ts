import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';

export interface SizedFile {
  file: string;
  gzipBytes: number;
}

/** Bytes after gzip -9: what a server that compresses at its best sends over the wire. */
export function gzipBytes(path: string): number {
  return gzipSync(readFileSync(path), { level: 9 }).length;
}

export function sizeFiles(root: string, files: string[]): SizedFile[] {
  return files.map((file) => ({ file, gzipBytes: gzipBytes(join(root, file)) }));
}

export const totalBytes = (files: SizedFile[]): number => files.reduce((sum, f) => sum + f.gzipBytes, 0);
