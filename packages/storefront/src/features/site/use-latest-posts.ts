import { useEffect, useState } from 'react'
import { latestPosts, type BlogPost } from '../../api/blog'

/** The latest 3 blog posts; a failed fetch is logged and shows no posts (SPEC.md section 8). */
export const useLatestPosts = (enabled: boolean): BlogPost[] => {
  const [posts, setPosts] = useState<BlogPost[]>([])
  useEffect(() => {
    if (!enabled) return
    let live = true
    latestPosts()
      .then((p) => live && setPosts(p))
      .catch((e: unknown) => console.warn('blog posts failed', e))
    return () => {
      live = false
    }
  }, [enabled])
  return posts
}
