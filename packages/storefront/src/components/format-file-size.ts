import { onFirstUse } from './format-money'

const kilobytes = onFirstUse({ style: 'unit', unit: 'kilobyte', maximumFractionDigits: 0 })
const megabytes = onFirstUse({ style: 'unit', unit: 'megabyte', maximumFractionDigits: 1 })

/** A file's size as people read it: 812 B, 35 kB, 4.2 MB (1 kB = 1,024 bytes). */
export const formatFileSize = (bytes: number): string => {
  if (bytes < 1024) return `${bytes} B`
  if (bytes < 1024 * 1024) return kilobytes(bytes / 1024)
  return megabytes(bytes / (1024 * 1024))
}
