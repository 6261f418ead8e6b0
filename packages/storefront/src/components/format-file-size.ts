import { formatCount } from '@diecut/quote-core'

/** A file's size as people read it: 812 B, 35 kB, 4.2 MB (1 kB = 1,024 bytes). */
export const formatFileSize = (bytes: number): string => {
  if (bytes < 1024) return `${bytes} B`
  if (bytes < 1024 * 1024) return `${formatCount(Math.round(bytes / 1024))} kB`
  return `${formatCount(Number((bytes / (1024 * 1024)).toFixed(1)))} MB`
}
