// Gatsby's runtime expects a loader; views under test never load pages.
global.___loader = { enqueue: jest.fn() }
