/** The technology stack shown on the technology page, by group; names are product names. */
export const techStack = [
  { id: 'languages', items: ['Python', 'TypeScript', 'Go', 'Rust'] },
  { id: 'ml', items: ['PyTorch', 'TensorFlow', 'Hugging Face', 'LangChain'] },
  { id: 'cloud', items: ['Kubernetes', 'Docker', 'AWS', 'Yandex Cloud'] },
  { id: 'databases', items: ['PostgreSQL', 'Redis', 'ClickHouse', 'Qdrant'] },
] as const;
