import type { AdminBlogPost } from '@best-bikes/contract';
import { BLOG_SLUG_MAX, mediaAtWidth, ROUTES, routePath, slugify } from '@best-bikes/contract/constants';
import { Trans, useLingui } from '@lingui/react/macro';
import { type FormEvent, useState } from 'react';
import { Link, useNavigate, useParams } from 'react-router';
import { confirmDialog } from '../../../components/ui/dialogs';
import { LoadFailed } from '../../../components/ui/load-failed';
import { Spinner } from '../../../components/ui/spinner';
import { toast } from '../../../components/ui/toast';
import { errorMessage } from '../../../lib/api-client';
import { useTitle } from '../../../lib/use-title';
import { uploadImage } from '../../auth';
import { previewPost, useAdminPost, useCreatePost, useDeletePost, useEditPost } from '../api/admin-posts';
import { PostBody } from '../components/post-body';

/** Writing a new post (/dashboard/blogs/new) or editing one (/dashboard/blogs/:id). */
export function BlogEditorPage() {
  const { id } = useParams();
  const { t } = useLingui();
  const existing = useAdminPost(id);
  useTitle(id ? t`Edit post` : t`Write a post`);
  if (id && existing.isError)
    return <LoadFailed error={existing.error} onRetry={() => void existing.refetch()} />;
  if (id && !existing.data) return <Spinner />;
  // Keyed by the post, so moving from one post to another starts the form afresh.
  return <Editor key={existing.data?.id ?? 'new'} post={existing.data} />;
}

/**
 * The editor (docs/product.md#blog): title, an address made from the title until it is edited by hand,
 * language, Markdown with the server's preview, a cover photo through the image pipeline, draft or
 * published, and delete.
 */
function Editor({ post }: { post: AdminBlogPost | undefined }) {
  const { t } = useLingui();
  const navigate = useNavigate();
  const create = useCreatePost();
  const edit = useEditPost();
  const remove = useDeletePost();
  const [title, setTitle] = useState(post?.title ?? '');
  const [slug, setSlug] = useState(post?.slug ?? '');
  const [slugTouched, setSlugTouched] = useState(post !== undefined);
  const [language, setLanguage] = useState<'en' | 'bn'>(post?.language ?? 'en');
  const [body, setBody] = useState(post?.body ?? '');
  const [cover, setCover] = useState<string | null>(post?.cover ?? null);
  const [uploading, setUploading] = useState(false);
  const [preview, setPreview] = useState<string | undefined>();
  const busy = create.isPending || edit.isPending || remove.isPending || uploading;

  async function save(published: boolean) {
    const fields = { title: title.trim(), slug: slug.trim(), language, body, cover, published };
    try {
      if (post) {
        await edit.mutateAsync({ id: post.id, body: fields });
      } else {
        const created = await create.mutateAsync(fields);
        navigate(routePath(ROUTES.editBlogPost, { id: created.id }), { replace: true });
      }
      toast.success(published ? t`Published` : t`Saved as a draft`);
    } catch (error) {
      toast.error(errorMessage(error));
    }
  }

  function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const submitter = (event.nativeEvent as SubmitEvent).submitter as HTMLButtonElement | null;
    void save(submitter?.value === 'publish' || (submitter?.value !== 'draft' && Boolean(post?.published)));
  }

  async function onCover(file: File | undefined) {
    if (!file) return;
    setUploading(true);
    try {
      setCover(await uploadImage(file));
    } catch (error) {
      toast.error(errorMessage(error));
    } finally {
      setUploading(false);
    }
  }

  async function showPreview() {
    try {
      setPreview((await previewPost(body)).html);
    } catch (error) {
      toast.error(errorMessage(error));
    }
  }

  async function onDelete() {
    if (!post) return;
    const sure = await confirmDialog({
      title: t`Delete this post?`,
      text: t`Readers will no longer find it. This cannot be undone.`,
      confirmLabel: t`Delete`,
      danger: true,
    });
    if (!sure) return;
    try {
      await remove.mutateAsync(post.id);
      toast.success(t`The post was deleted`);
      navigate(ROUTES.adminBlogs);
    } catch (error) {
      toast.error(errorMessage(error));
    }
  }

  return (
    <section aria-labelledby="blog-editor-heading" className="max-w-3xl">
      <p className="mb-2 text-sm">
        <Link to={ROUTES.adminBlogs} className="link link-hover">
          <Trans>All blog posts</Trans>
        </Link>
      </p>
      <h1 id="blog-editor-heading" className="mb-6 text-3xl font-bold">
        {post ? <Trans>Edit post</Trans> : <Trans>Write a post</Trans>}
      </h1>
      <form className="grid gap-4" onSubmit={onSubmit} data-testid="blog-editor">
        <label className="form-control" htmlFor="blog-title">
          <span className="label-text mb-1">
            <Trans>Title</Trans>
          </span>
          <input
            id="blog-title"
            className="input w-full"
            value={title}
            maxLength={140}
            required
            lang={language}
            onChange={(e) => {
              setTitle(e.target.value);
              if (!slugTouched) setSlug(slugify(e.target.value));
            }}
          />
        </label>
        <div className="grid gap-4 md:grid-cols-[1fr_12rem]">
          <label className="form-control" htmlFor="blog-slug">
            <span className="label-text mb-1">
              <Trans>Address</Trans>
            </span>
            <input
              id="blog-slug"
              className="input w-full font-mono"
              value={slug}
              maxLength={BLOG_SLUG_MAX}
              required
              aria-describedby="blog-slug-hint"
              onChange={(e) => {
                setSlug(e.target.value);
                setSlugTouched(true);
              }}
            />
            <span id="blog-slug-hint" className="mt-1 text-sm opacity-80">
              /blogs/{slug || '…'}
            </span>
          </label>
          <label className="form-control" htmlFor="blog-language">
            <span className="label-text mb-1">
              <Trans>Language</Trans>
            </span>
            <select
              id="blog-language"
              className="select w-full"
              value={language}
              onChange={(e) => setLanguage(e.target.value === 'bn' ? 'bn' : 'en')}
            >
              <option value="en">English</option>
              <option value="bn" lang="bn">
                বাংলা
              </option>
            </select>
          </label>
        </div>
        <div className="grid gap-2">
          <label className="form-control" htmlFor="blog-cover">
            <span className="label-text mb-1">
              <Trans>Cover photo (optional)</Trans>
            </span>
            <input
              id="blog-cover"
              type="file"
              accept="image/png,image/jpeg,image/webp"
              className="file-input w-full"
              disabled={uploading}
              onChange={(e) => void onCover(e.target.files?.[0])}
            />
          </label>
          {uploading ? <Spinner /> : null}
          {cover ? (
            <div className="flex items-center gap-3">
              <img
                src={mediaAtWidth(cover, 320)}
                alt=""
                width="160"
                height="84"
                className="h-21 w-40 rounded-lg bg-base-200 object-cover"
                data-testid="blog-cover-preview"
              />
              <button type="button" className="btn btn-sm" onClick={() => setCover(null)}>
                <Trans>Remove the cover</Trans>
              </button>
            </div>
          ) : null}
        </div>
        <label className="form-control" htmlFor="blog-body">
          <span className="label-text mb-1">
            <Trans>Text (Markdown: ## heading, **bold**, - list, [link](https://…))</Trans>
          </span>
          <textarea
            id="blog-body"
            className="textarea min-h-80 w-full font-mono text-sm"
            value={body}
            required
            lang={language}
            onChange={(e) => setBody(e.target.value)}
          />
        </label>
        <div>
          <button
            type="button"
            className="btn btn-outline"
            onClick={() => void showPreview()}
            disabled={!body}
          >
            <Trans>Preview</Trans>
          </button>
        </div>
        {preview !== undefined ? (
          <div className="rounded-box border border-base-300 bg-base-100 p-4" data-testid="blog-preview">
            <h2 className="mb-3 text-sm font-semibold uppercase opacity-80">
              <Trans>Preview</Trans>
            </h2>
            <PostBody html={preview} lang={language} />
          </div>
        ) : null}
        <p className="text-sm opacity-80">
          {post?.published ? (
            <Trans>Published: readers see it.</Trans>
          ) : (
            <Trans>A draft: only admins see it.</Trans>
          )}
        </p>
        <div className="flex flex-wrap gap-2">
          {post?.published ? (
            <>
              <button type="submit" value="save" className="btn btn-primary" disabled={busy}>
                <Trans>Save</Trans>
              </button>
              <button type="submit" value="draft" className="btn" disabled={busy}>
                <Trans>Unpublish</Trans>
              </button>
            </>
          ) : (
            <>
              <button type="submit" value="publish" className="btn btn-primary" disabled={busy}>
                <Trans>Publish</Trans>
              </button>
              <button type="submit" value="draft" className="btn" disabled={busy}>
                <Trans>Save as a draft</Trans>
              </button>
            </>
          )}
          {post ? (
            <button
              type="button"
              className="btn btn-error btn-outline ms-auto"
              disabled={busy}
              onClick={() => void onDelete()}
            >
              <Trans>Delete</Trans>
            </button>
          ) : null}
        </div>
      </form>
    </section>
  );
}
