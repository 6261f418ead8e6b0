/** A site content page as data: rendered by ContentPage. */
export type Section = {
  id?: string
  heading: string
  body?: string
  bullets?: readonly string[]
  links?: readonly { label: string; to: string }[]
  faq?: readonly { q: string; a: string }[]
}

export type PageContent = {
  title: string
  eyebrow?: string
  intro: string
  sections: readonly Section[]
  cta?: { label: string; to: string; newTab?: boolean; secondary?: { label: string; to: string } }
  /** Cards under the intro (catalogue overviews). */
  cards?: readonly { title: string; text: string; to: string; swatch?: string }[]
}
