import { savedQuoteLabel } from '@diecut/quote-core'
import { useQuoteStore, useQuoteStoreApi } from '@diecut/quote-react'
import { AddedToCartModal, AuthModal, SaveQuoteModal } from './late-sections'
import type { QuotePage } from './use-quote-page'

/**
 * The dialogs of a quoter page: naming the quote to save (named after now, in the store's
 * time zone), logging in to save, and the item added to the cart.
 */
export const QuotePageModals = ({ page }: { page: QuotePage }) => {
  const store = useQuoteStoreApi()
  const loginRequired = useQuoteStore((s) => s.loginRequired)
  return (
    <>
      {page.naming ? (
        <SaveQuoteModal
          defaultLabel={savedQuoteLabel(store.getState().now())}
          onSave={(l) => void page.save(l)}
          onClose={page.closeNaming}
        />
      ) : null}
      {loginRequired ? (
        <AuthModal onSignedIn={page.resumeSave} onClose={() => store.getState().cancelLogin()} />
      ) : null}
      {page.added ? (
        <AddedToCartModal
          order={page.added.order}
          edited={page.added.edited}
          onClose={page.closeAdded}
        />
      ) : null}
    </>
  )
}
