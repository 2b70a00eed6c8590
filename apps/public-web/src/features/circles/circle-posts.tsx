import { useState, type FormEvent } from 'react';
import { Link } from 'react-router-dom';
import { mapFieldErrors, useCreatePostMutation, useGetCirclePostsQuery } from '@socials/api-client';
import { formatCurrency, POST_ACCESS, POST_ACCESS_LABELS, POST_LIMITS, type Circle, type Post, type PostAccess } from '@socials/domain';
import {
  Badge,
  Button,
  Card,
  EmptyState,
  FOCUS_RING,
  LoadError,
  PageLoader,
  SECONDARY_BUTTON_LINK,
  Select,
  TextArea,
  TextInput,
  toast,
  toastError,
} from '@socials/ui';
import { HOST_PORTAL_URL, circlePostPath } from '../../shared/paths';

const isForbidden = (error: unknown) => typeof error === 'object' && error !== null && 'status' in error && error.status === 403;

/** What unlocking a post costs, in words: "25 points", "$5.00". */
export function postPriceText(post: Pick<Post, 'access' | 'pointsCost' | 'priceCents'>): string | null {
  if (post.access === 'POINTS' && post.pointsCost) return `${post.pointsCost.toLocaleString('en-US')} points`;
  if (post.access === 'PAID' && post.priceCents) return formatCurrency(post.priceCents);
  return null;
}

/** The circle hosts' way to the blast composer in the host portal. */
export function MessageMembersLink({ circle }: { circle: Circle }) {
  return (
    <a href={`${HOST_PORTAL_URL}circles/${encodeURIComponent(circle.id)}/blasts`} className={SECONDARY_BUTTON_LINK}>
      Message members
    </a>
  );
}

/** The circle page's Posts: every post with its rule; a locked one shows its title, teaser and price. Hosts write new ones here. */
export function CirclePosts({ circle }: { circle: Circle }) {
  const { data, error, isLoading, refetch } = useGetCirclePostsQuery({ circleId: circle.id });
  const [writing, setWriting] = useState(false);
  let content;
  if (isLoading) content = <PageLoader label="Loading posts…" />;
  else if (isForbidden(error)) content = <p className="text-sm text-fg-muted">Only members of this circle can see its posts.</p>;
  else if (error || !data) content = <LoadError error={error} onRetry={refetch} />;
  else if (data.data.length === 0) content = <EmptyState title="No posts yet" description="Posts of this circle's hosts show up here." headingLevel={3} />;
  else
    content = (
      <ul className="flex flex-col gap-3">
        {data.data.map((post) => (
          <li key={post.id}>
            <Card className="flex flex-col gap-1">
              <div className="flex flex-wrap items-center justify-between gap-2">
                <Link to={circlePostPath(circle.slug, post.id)} className={`font-medium hover:underline ${FOCUS_RING}`}>
                  {post.title}
                </Link>
                <span className="flex items-center gap-2 text-sm text-fg-muted">
                  {post.access === 'PUBLIC' ? null : <Badge>{POST_ACCESS_LABELS[post.access]}</Badge>}
                  {post.lock.readable ? null : <span>Locked{postPriceText(post) ? ` · ${postPriceText(post)}` : ''}</span>}
                </span>
              </div>
              {post.teaser ? <p className="text-sm">{post.teaser}</p> : null}
            </Card>
          </li>
        ))}
      </ul>
    );
  return (
    <section aria-labelledby="circle-posts-title" className="flex flex-col gap-4">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h2 id="circle-posts-title" className="text-2xl font-semibold">
          Posts
        </h2>
        {circle.canManage ? (
          <div className="flex flex-wrap gap-2">
            <MessageMembersLink circle={circle} />
            {writing ? null : (
              <Button variant="secondary" onClick={() => setWriting(true)}>
                Write a post
              </Button>
            )}
          </div>
        ) : null}
      </div>
      {writing ? <PostForm circleId={circle.id} onDone={() => setWriting(false)} /> : null}
      {content}
    </section>
  );
}

const FIELDS = ['title', 'teaser', 'body', 'access', 'pointsCost', 'priceCents'] as const;
type FieldErrors = Partial<Record<(typeof FIELDS)[number], string>>;

const ACCESS_OPTIONS = POST_ACCESS.map((value) => ({ value, label: POST_ACCESS_LABELS[value] }));

/** A host's new post: title, teaser, Markdown body, and who may read it (with its price in points or dollars). */
function PostForm({ circleId, onDone }: { circleId: string; onDone: () => void }) {
  const [createPost, { isLoading }] = useCreatePostMutation();
  const [access, setAccess] = useState<PostAccess>('PUBLIC');
  const [errors, setErrors] = useState<FieldErrors>({});

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const form = new FormData(event.currentTarget);
    const text = (name: string) => String(form.get(name) ?? '');
    const dollars = Number(text('price'));
    try {
      await createPost({
        circleId,
        body: {
          title: text('title'),
          teaser: text('teaser'),
          body: text('body'),
          access,
          pointsCost: access === 'POINTS' ? Number(text('pointsCost')) || null : null,
          priceCents: access === 'PAID' ? (Number.isFinite(dollars) && dollars > 0 ? Math.round(dollars * 100) : null) : null,
        },
      }).unwrap();
      toast.success('Post published');
      onDone();
    } catch (error) {
      const fieldErrors = mapFieldErrors(error, FIELDS);
      if (fieldErrors.length === 0) toastError(error);
      setErrors(Object.fromEntries(fieldErrors.map(({ field, message }) => [field, message])));
    }
  };

  return (
    <form onSubmit={submit} noValidate aria-label="Write a post" className="flex flex-col gap-4 rounded-lg border border-border p-4">
      <TextInput name="title" label="Title" required maxLength={POST_LIMITS.titleMax} error={errors.title} />
      <TextInput name="teaser" label="Teaser" hint="What everyone sees, even before unlocking" maxLength={POST_LIMITS.teaserMax} error={errors.teaser} />
      <TextArea name="body" label="Post" hint="Markdown: **bold**, _italic_, [links](https://…), lists" required rows={8} error={errors.body} />
      <Select
        label="Who can read it"
        name="access"
        options={ACCESS_OPTIONS}
        value={access}
        onChange={(event) => setAccess(event.target.value as PostAccess)}
        error={errors.access}
      />
      {access === 'POINTS' ? <TextInput name="pointsCost" label="Points to unlock" type="number" min={1} required error={errors.pointsCost} /> : null}
      {access === 'PAID' ? (
        <TextInput name="price" label="Price to unlock (USD)" type="number" min={0.5} step={0.01} required error={errors.priceCents} />
      ) : null}
      <div className="flex flex-wrap gap-2">
        <Button type="submit" loading={isLoading}>
          Publish
        </Button>
        <Button variant="secondary" onClick={onDone}>
          Cancel
        </Button>
      </div>
    </form>
  );
}
