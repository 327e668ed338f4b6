// Folders the bench is done with are moved aside and deleted when it ends, not between builds. On a
// filesystem without a journal (ext4 can run so), the kernel will not reuse an inode for a minute
// or more after its file is deleted, and each new file's allocation scans past every such inode:
// a build that starts right after thousands of files were deleted spends twice the system time.
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';

let setAsideCount = 0;

/** Moves `dir` (when it exists) into `<workDir>/.set-aside`, which goes when the bench deletes `workDir`. */
export function setAside(dir, workDir) {
  if (!fs.existsSync(dir)) return;
  const aside = path.join(workDir, '.set-aside');
  fs.mkdirSync(aside, { recursive: true });
  fs.renameSync(dir, path.join(aside, `${++setAsideCount}-${path.basename(dir)}`));
}

/**
 * Writes what the bench just wrote (a corpus, a site's folders) to disk before a build is timed, so
 * that its write-back does not run beside the build; on a filesystem without a journal it also
 * shortens, from 360 s to 60 s, the time the inodes of files deleted earlier are passed over.
 * Where there is no `sync` command (Windows), the build starts at once.
 */
export function flushWrites() {
  if (process.platform !== 'win32') spawnSync('sync', { stdio: 'ignore' });
}
