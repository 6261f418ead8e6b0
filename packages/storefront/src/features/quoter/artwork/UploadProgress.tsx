/** A progress bar of one upload, 0 to 1, announced as 'Uploading {name}'. */
export const UploadProgress = ({ name, progress }: { name: string; progress: number }) => {
  const percent = Math.round(progress * 100)
  return (
    <div
      className="progress"
      role="progressbar"
      aria-label={`Uploading ${name}`}
      aria-valuemin={0}
      aria-valuemax={100}
      aria-valuenow={percent}
    >
      <span style={{ width: `${percent}%` }} />
    </div>
  )
}
