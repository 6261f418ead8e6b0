import { preloadPage } from './page-loaders'

// Imported first by the entry: the page's code downloads while React and the shell start.
preloadPage(window.location.pathname, window.location.search)
