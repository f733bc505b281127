// boardgame.io 0.50.2's server for scripts/bench_peer.py: tic-tac-toe over its socket.io transport.
// node server.js PORT [FLATFILE_DIR]   (no directory: InMemory storage, nothing kept on restart)
// The game is boardgame.io's tutorial tic-tac-toe, except that a full board without a winner is
// cleared, so a match never ends (as the grove plan of scripts/bench_moves.py never ends).
const { Server, FlatFile } = require('boardgame.io/server');

const lines = [[0, 1, 2], [3, 4, 5], [6, 7, 8], [0, 3, 6], [1, 4, 7], [2, 5, 8], [0, 4, 8], [2, 4, 6]];
const TicTacToe = {
  name: 'tic-tac-toe',
  setup: () => ({ cells: Array(9).fill(null) }),
  turn: { minMoves: 1, maxMoves: 1 },
  moves: {
    clickCell: ({ G, playerID }, id) => {
      if (G.cells[id] !== null) return 'INVALID_MOVE';
      G.cells[id] = playerID;
      if (G.cells.every((c) => c !== null) && !lines.some(([a, b, c]) => G.cells[a] !== null
          && G.cells[a] === G.cells[b] && G.cells[a] === G.cells[c])) {
        G.cells = Array(9).fill(null);
      }
    },
  },
  endIf: ({ G, ctx }) => {
    const won = lines.find(([a, b, c]) => G.cells[a] !== null && G.cells[a] === G.cells[b] && G.cells[a] === G.cells[c]);
    return won ? { winner: ctx.currentPlayer } : undefined;
  },
};

const port = Number(process.argv[2]);
const dir = process.argv[3];
const db = dir ? new FlatFile({ dir, logging: false }) : undefined;
const server = Server({ games: [TicTacToe], ...(db ? { db } : {}) });
server.run(port, () => console.log(`ready ${port} ${db ? 'flatfile' : 'inmemory'}`));
