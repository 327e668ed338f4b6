// Folders the bench is done with are moved aside and deleted when it ends, not between builds. On a
// filesystem without a journal (ext4 can run so), the kernel will not reuse an inode for a minute
// or more after its file is deleted, and each new file's allocation scans past every such inode:
// a build that starts right after thousands of files were deleted spends twice the system time.
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
