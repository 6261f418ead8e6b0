import { create } from 'zustand'

export type HelpTab = 'help' | 'chat' | 'email'

type HelpState = {
  open: boolean
  tab: HelpTab
  message: string
  show: (tab: HelpTab, message?: string) => void
  close: () => void
}

/** The help widget's state: which tab is open and the prefilled message. */
export const useHelp = create<HelpState>((set) => ({
  open: false,
  tab: 'help',
  message: '',
  show: (tab, message) => set((s) => ({ open: true, tab, message: message ?? s.message })),
  close: () => set({ open: false }),
}))

/** The prefilled message about a custom carton dieline (docs/product.md section 1). */
export const CUSTOM_DIELINE_MESSAGE =
  "Hi! I'd like a quote for a custom carton shape. I have (or need) a dieline for: "
