import { useId, useState } from 'react'

/**
 * A show/hide section: `open`, the props of the button that toggles it (it says whether the
 * section is expanded and which element it controls) and the id the section must carry.
 */
export const useDisclosure = () => {
  const panelId = useId()
  const [open, setOpen] = useState(false)
  return {
    open,
    panelId,
    toggleProps: {
      type: 'button',
      'aria-expanded': open,
      'aria-controls': panelId,
      onClick: () => setOpen(!open),
    },
  } as const
}
