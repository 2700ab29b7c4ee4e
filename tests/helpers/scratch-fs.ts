import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { temporaryDir } from './test-app.ts';

/**
 * The disk-fault suite needs root (mount, loop devices, a child process as `nobody`). It
 * runs by default and fails when it cannot; only SKIP_DISK_FAULTS=1 skips it, and it is
 * then counted as skipped (as SKIP_POSTGRES does for the PostgreSQL suites).
 */
export const skipDiskFaults = process.env.SKIP_DISK_FAULTS === '1';

function run(command: string, args: string[]) {
  try {
    return execFileSync(command, args, { encoding: 'utf8', stdio: ['ignore', 'pipe', 'pipe'] }).trim();
  } catch (error) {
    const { stderr } = error as { stderr?: string };
    throw new Error(
      `${command} ${args.join(' ')} failed: ${stderr?.trim() || (error as Error).message}. ` +
        'The disk-fault suite needs root with CAP_SYS_ADMIN (mount, loop devices); set SKIP_DISK_FAULTS=1 to skip it.',
      { cause: error },
    );
  }
}

/** A real filesystem of `sizeMb` megabytes, mounted on a fresh directory: its ENOSPC is the kernel's. */
export function tmpfsDir(sizeMb: number) {
  const dir = temporaryDir('rebels-tmpfs-');
  run('mount', ['-t', 'tmpfs', '-o', `size=${sizeMb}m,mode=0755`, 'tmpfs', dir]);
  return {
    dir,
    /** Writes a file until the kernel answers ENOSPC; returns its path (delete it to free the space). */
    fill() {
      const file = path.join(dir, 'filler');
      const fd = fs.openSync(file, 'w');
      try {
        for (const size of [256 * 1024, 4096, 1]) {
          const chunk = Buffer.alloc(size, 1);
          for (;;) {
            try {
              fs.writeSync(fd, chunk);
            } catch (error) {
              if ((error as NodeJS.ErrnoException).code === 'ENOSPC') break;
              throw error;
            }
          }
        }
      } finally {
        fs.closeSync(fd);
      }
      return file;
    },
    unmount: () => run('umount', [dir]),
  };
}

/**
 * An ext4 filesystem in an image file on a loop device, mounted with errors=remount-ro:
 * `failNow()` makes the kernel record an error on it (ext4's trigger_fs_error), and it
 * turns read-only at once under whoever has files open, as it would after a disk error.
 */
export function ext4Dir(sizeMb: number) {
  const image = path.join(temporaryDir('rebels-ext4-'), 'fs.img');
  fs.writeFileSync(image, '');
  fs.truncateSync(image, sizeMb * 1024 * 1024);
  run('mkfs.ext4', ['-q', '-F', '-m', '0', image]);
  const dir = temporaryDir('rebels-ext4-mnt-');
  const mount = () => run('mount', ['-o', 'loop,errors=remount-ro', image, dir]);
  mount();
  const device = () => run('findmnt', ['-n', '-o', 'SOURCE', dir]);
  return {
    dir,
    /** Writes back what the page cache holds for this filesystem (syncfs). */
    sync: () => run('sync', ['-f', dir]),
    failNow() {
      fs.writeFileSync(`/sys/fs/ext4/${path.basename(device())}/trigger_fs_error`, 'rebels fault test\n');
    },
    /** Whether the kernel has made it read-only. */
    readOnly: () =>
      run('findmnt', ['-n', '-o', 'OPTIONS', dir])
        .split(',')
        .some((option) => option === 'ro' || option === 'emergency_ro'),
    /** Unmounts and mounts the image again, read-write, to read what reached the disk. */
    remount() {
      run('umount', [dir]);
      mount();
    },
    unmount: () => run('umount', [dir]),
  };
}
