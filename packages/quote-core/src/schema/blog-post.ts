import { Schema } from 'effect'

const Rendered = Schema.Struct({ rendered: Schema.String })

/**
 * A blog post in the shape of WordPress's REST API (wp/v2/posts): the fields the menus and the
 * blog pages read (docs/product.md section 3, "Blog post"). Titles, excerpts and content are HTML.
 */
export const BlogPost = Schema.Struct({
  id: Schema.Int,
  slug: Schema.String,
  link: Schema.String,
  date: Schema.String,
  date_gmt: Schema.optional(Schema.String),
  title: Rendered,
  excerpt: Schema.optional(Rendered),
  content: Schema.optional(Rendered),
  _embedded: Schema.optional(
    Schema.Struct({
      author: Schema.optional(Schema.Array(Schema.Struct({ name: Schema.String }))),
      'wp:featuredmedia': Schema.optional(
        Schema.Array(
          Schema.Struct({
            source_url: Schema.optional(Schema.String),
            alt_text: Schema.optional(Schema.String),
          }),
        ),
      ),
    }),
  ),
})
export type BlogPost = typeof BlogPost.Type
