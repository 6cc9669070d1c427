/** Who is signed in (features/auth), needed below features too: 401 handling, the till's feed. */
export const currentUserKey = ['auth', 'user'] as const;

export const authKeys = {
  all: ['auth'] as const,
  user: () => currentUserKey,
};
