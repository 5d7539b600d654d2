<?php
/**
 * Push subscriptions of every local wiki's users in one SQLite file, as Echo's
 * echo_push_subscription table holds them on the central database.
 */
class PushSettingsSubscriptionStore {
	private static function open(): PDO {
		global $wgPushSettingsSubscriptionsFile;
		$pdo = new PDO( 'sqlite:' . $wgPushSettingsSubscriptionsFile );
		$pdo->setAttribute( PDO::ATTR_ERRMODE, PDO::ERRMODE_EXCEPTION );
		// Several wikis' servers may write at once.
		$pdo->setAttribute( PDO::ATTR_TIMEOUT, 10 );
		$pdo->exec( 'CREATE TABLE IF NOT EXISTS subscription (
			id INTEGER PRIMARY KEY AUTOINCREMENT,
			user TEXT NOT NULL,
			provider TEXT NOT NULL,
			token TEXT NOT NULL UNIQUE,
			topic TEXT
		)' );
		return $pdo;
	}

	/** False when the token is already stored (for anyone: tokens are unique, as in Echo). */
	public static function create( string $user, string $provider, string $token, ?string $topic ): bool {
		global $wgPushSettingsMaxSubscriptionsPerUser;
		$pdo = self::open();
		$pdo->exec( 'BEGIN IMMEDIATE' );
		try {
			$insert = $pdo->prepare(
				'INSERT OR IGNORE INTO subscription (user, provider, token, topic) VALUES (?, ?, ?, ?)' );
			$insert->execute( [ $user, $provider, $token, $topic ] );
			$created = $insert->rowCount() === 1;
			if ( $created ) {
				// Over the per-user limit, the oldest subscriptions go.
				$evict = $pdo->prepare( 'DELETE FROM subscription WHERE user = ? AND id NOT IN
					(SELECT id FROM subscription WHERE user = ? ORDER BY id DESC LIMIT ?)' );
				$evict->execute( [ $user, $user, $wgPushSettingsMaxSubscriptionsPerUser ] );
			}
			$pdo->exec( 'COMMIT' );
		} catch ( Throwable $e ) {
			$pdo->exec( 'ROLLBACK' );
			throw $e;
		}
		return $created;
	}

	/** How many of the user's subscriptions with these tokens were deleted. */
	public static function delete( string $user, array $tokens ): int {
		$pdo = self::open();
		$deleted = 0;
		$delete = $pdo->prepare( 'DELETE FROM subscription WHERE user = ? AND token = ?' );
		foreach ( $tokens as $token ) {
			$delete->execute( [ $user, $token ] );
			$deleted += $delete->rowCount();
		}
		return $deleted;
	}
}
